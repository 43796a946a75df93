import type { RemotePages } from '@aayra/supabase/remote-contract';
import { PagePending } from './app/PagePending';

export const pages: RemotePages = {
  login: () => <PagePending title="Sign In" />,
  register: () => <PagePending title="Create your account" />,
  forgotPassword: () => <PagePending title="Forgot password" />,
  resetPassword: () => <PagePending title="Reset password" />,
  profile: () => <PagePending title="Profile" />,
};
