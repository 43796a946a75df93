import type { RemotePages } from '@aayra/supabase/remote-contract';
import { PagePending } from './app/PagePending';

export const pages: RemotePages = {
  newSession: () => <PagePending title="New Session" />,
  focusTimer: () => <PagePending title="Focus Timer" />,
  upload: () => <PagePending title="Upload" />,
  validation: () => <PagePending title="Validation" />,
  breakTimer: () => <PagePending title="Break Timer" />,
};
