import { paths } from '@aayra/app-contract/routes';

export const DOUBLE_PRESS_WINDOW_MS = 2000;

export type NativeBackAction =
  | { type: 'exit' }
  | { type: 'navigate'; to: string }
  | { type: 'press-again' };

const exitingPaths: readonly string[] = [paths.root, paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/** What the phone's back button does on a page: leave the app, ask for a second press on Home, or go back. */
export function nativeBackAction(pathname: string, lastPressAt: number | null, now: number): NativeBackAction {
  if (exitingPaths.includes(pathname)) return { type: 'exit' };
  if (pathname === paths.home) {
    const pressedTwice = lastPressAt !== null && now - lastPressAt <= DOUBLE_PRESS_WINDOW_MS;
    return pressedTwice ? { type: 'exit' } : { type: 'press-again' };
  }
  if (pathname === paths.notificationSettings) return { type: 'navigate', to: paths.settings };
  return { type: 'navigate', to: paths.home };
}

