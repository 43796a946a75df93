import type { ComponentType } from 'react';
import { paths } from './routes';

/** The federation names of Aayra's remotes, as remotes.json lists them. */
export const remoteNames = [
  'mf_auth',
  'mf_session_flow',
  'mf_reviews',
  'mf_stats',
  'mf_notifications',
] as const;
export type RemoteName = (typeof remoteNames)[number];

/** What a remote's `./pages` module exports: its route pages, by page key. */
export type RemotePages = Record<string, ComponentType>;

/** The Study Stats dialog is opened and closed by the shell's top bar. */
export interface StudyStatsDialogProps {
  open: boolean;
  onClose: () => void;
}

type NoProps = Record<never, never>;

/** The props the shell gives each widget it places. */
export interface WidgetProps {
  startSessionCard: NoProps;
  pendingReviewsCard: NoProps;
  incompleteSessionsCard: NoProps;
  completedSessionsCard: NoProps;
  todaySection: NoProps;
  studyStatsDialog: StudyStatsDialogProps;
  notificationService: NoProps;
}
export type WidgetName = keyof WidgetProps;

/** remotes.json: where each remote's manifest is deployed. */
export type RemoteManifestUrls = Record<RemoteName, string>;

export function parseRemoteManifestUrls(value: unknown): RemoteManifestUrls {
  const record = (value ?? {}) as Record<string, unknown>;
  const urls = {} as RemoteManifestUrls;
  for (const name of remoteNames) {
    const url = record[name];
    if (typeof url !== 'string' || url.length === 0) {
      throw new Error(`remotes.json: no manifest URL for ${name}.`);
    }
    urls[name] = url;
  }
  return urls;
}

/** Which remote owns each routed page; the shell mounts them, a remote's harness runs its own. */
export interface RemotePageRoute {
  path: string;
  remote: RemoteName;
  page: string;
}

export const remotePageRoutes: readonly RemotePageRoute[] = [
  { path: paths.login, remote: 'mf_auth', page: 'login' },
  { path: paths.signInCode, remote: 'mf_auth', page: 'signInCode' },
  { path: paths.register, remote: 'mf_auth', page: 'register' },
  { path: paths.forgotPassword, remote: 'mf_auth', page: 'forgotPassword' },
  { path: paths.resetPassword, remote: 'mf_auth', page: 'resetPassword' },
  { path: paths.profile, remote: 'mf_auth', page: 'profile' },
  { path: paths.newSession, remote: 'mf_session_flow', page: 'newSession' },
  { path: paths.focusTimer, remote: 'mf_session_flow', page: 'focusTimer' },
  { path: paths.upload, remote: 'mf_session_flow', page: 'upload' },
  { path: paths.validation, remote: 'mf_session_flow', page: 'validation' },
  { path: paths.breakTimer, remote: 'mf_session_flow', page: 'breakTimer' },
  { path: paths.review, remote: 'mf_reviews', page: 'review' },
  { path: paths.pendingReviews, remote: 'mf_reviews', page: 'pendingReviews' },
  { path: paths.completedSessions, remote: 'mf_reviews', page: 'completedSessions' },
  { path: paths.incompleteSessions, remote: 'mf_reviews', page: 'incompleteSessions' },
  { path: paths.favorites, remote: 'mf_reviews', page: 'favorites' },
  { path: paths.sharedStudySet, remote: 'mf_reviews', page: 'sharedStudySet' },
  { path: paths.notificationSettings, remote: 'mf_notifications', page: 'notificationSettings' },
  { path: paths.testNotifications, remote: 'mf_notifications', page: 'testNotifications' },
  { path: paths.testNotificationsEnhanced, remote: 'mf_notifications', page: 'testNotificationsEnhanced' },
];

/** The widgets the shell places, and which remote provides each. */
export const remoteWidgets = {
  startSessionCard: { remote: 'mf_session_flow', widget: 'StartSessionCard' },
  pendingReviewsCard: { remote: 'mf_reviews', widget: 'PendingReviewsCard' },
  incompleteSessionsCard: { remote: 'mf_reviews', widget: 'IncompleteSessionsCard' },
  completedSessionsCard: { remote: 'mf_reviews', widget: 'CompletedSessionsCard' },
  todaySection: { remote: 'mf_reviews', widget: 'TodaySection' },
  studyStatsDialog: { remote: 'mf_stats', widget: 'StudyStatsDialog' },
  notificationService: { remote: 'mf_notifications', widget: 'NotificationService' },
} as const satisfies Record<WidgetName, { remote: RemoteName; widget: string }>;

type RemoteWidgetEntry = (typeof remoteWidgets)[WidgetName];

/**
 * What a remote's `./widgets` module exports: each widget the contract gives it, under its export
 * name, taking the props the shell passes; a missing widget or a props mismatch fails to compile.
 */
export type RemoteWidgets<R extends RemoteName> = {
  [W in WidgetName as (typeof remoteWidgets)[W]['remote'] extends R ? (typeof remoteWidgets)[W]['widget'] : never]: ComponentType<
    WidgetProps[W]
  >;
};

/** Props a remote's standalone harness shows each widget with, as the shell would. */
export const standaloneWidgetProps: { [W in WidgetName]: WidgetProps[W] } = {
  startSessionCard: {},
  pendingReviewsCard: {},
  incompleteSessionsCard: {},
  completedSessionsCard: {},
  todaySection: {},
  studyStatsDialog: { open: true, onClose: () => undefined },
  notificationService: {},
};

/** The contract's widgets a remote provides, with their export names. */
export function widgetsOf(remote: RemoteName): { name: WidgetName; entry: RemoteWidgetEntry }[] {
  return (Object.keys(remoteWidgets) as WidgetName[])
    .filter((name) => remoteWidgets[name].remote === remote)
    .map((name) => ({ name, entry: remoteWidgets[name] }));
}
