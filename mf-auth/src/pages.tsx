import './app/auth.css';
import type { RemotePages } from '@aayra/app-contract/remote-contract';
import { lazyPage } from './app/lazy-page';
// Most visits of this remote open the sign-in page: it comes with the pages module, so it shows
// without a second chunk to fetch and a spinner first.
import { LoginPage } from './features/login/components/LoginPage';

export const pages: RemotePages = {
  login: LoginPage,
  signInCode: lazyPage(() => import('./features/two-factor/components/SignInCodePage').then((module) => module.SignInCodePage)),
  register: lazyPage(() => import('./features/register/components/RegisterPage').then((module) => module.RegisterPage)),
  forgotPassword: lazyPage(() =>
    import('./features/password-recovery/components/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
  ),
  resetPassword: lazyPage(() =>
    import('./features/password-recovery/components/ResetPasswordPage').then((module) => module.ResetPasswordPage),
  ),
  profile: lazyPage(() => import('./app/ProfileWithCards').then((module) => module.ProfileWithCards)),
};
