/** Every path of Aayra, in one place for the shell and the remotes. */
export const paths = {
  root: '/',
  index: '/index',
  landing: '/landing',
  debug: '/debug',
  help: '/help',
  login: '/login',
  signInCode: '/login/code',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  home: '/home',
  profile: '/profile',
  settings: '/settings',
  notificationSettings: '/settings/notifications',
  testNotifications: '/test-notifications',
  testNotificationsEnhanced: '/test-notifications-enhanced',
  newSession: '/new-session',
  focusTimer: '/focus-timer',
  breakTimer: '/break-timer',
  upload: '/upload',
  validation: '/validation',
  review: '/review/:sessionId',
  completedSessions: '/completed-sessions',
  incompleteSessions: '/incomplete-sessions',
  pendingReviews: '/pending-reviews',
  favorites: '/favorites',
  sharedStudySet: '/shared/:token',
} as const;

export function reviewPath(sessionId: string): string {
  return paths.review.replace(':sessionId', encodeURIComponent(sessionId));
}

export function sharedStudySetPath(token: string): string {
  return paths.sharedStudySet.replace(':token', encodeURIComponent(token));
}

/** Pages a visitor may open without signing in (decisions.md: /help is public). */
export const publicPaths: readonly string[] = [
  paths.root,
  paths.index,
  paths.landing,
  paths.debug,
  paths.help,
  paths.login,
  // Reached with a session that has only the password; the page itself asks for the code.
  paths.signInCode,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
  // A classmate's shared study set: the link works signed in or not.
  paths.sharedStudySet,
];

/** Auth pages a signed-in learner has no use for; reset-password is not one (it needs the session). */
export const signedOutOnlyPaths: readonly string[] = [paths.login, paths.register, paths.forgotPassword];
