import type { RemoteName } from '@aayra/app-contract/remote-contract';
import { PageLoading } from '../layout/PageLoading';
import { RemoteComponent } from './RemoteComponent';

/** A routed page that lives in a remote. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  return (
    <RemoteComponent
      remote={remote}
      expose="pages"
      name={page}
      loading={<PageLoading />}
    />
  );
}
