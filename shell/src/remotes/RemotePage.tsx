import type { RemoteName } from '@aayra/app-contract/remote-contract';
import { PageLoading } from '../layout/PageLoading';
import { releaseSignInFrame } from '../pages/sign-in-frame/sign-in-frame';
import { RemoteComponent } from './RemoteComponent';

/** A routed page that lives in a remote. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  return (
    <RemoteComponent
      remote={remote}
      expose="pages"
      name={page}
      loading={<PageLoading />}
      // The sign-in page's frame, painted by the page on a first visit, stands in for the page
      // until it shows, then goes in the same frame: no spinner and no shift in between.
      onShown={releaseSignInFrame}
    />
  );
}
