import type { RemoteName } from '@aayra/app-contract/remote-contract';

/** How a learner would name each area when it cannot load. */
export const remoteLabels: Record<RemoteName, string> = {
  mf_auth: 'Account',
  mf_session_flow: 'Study sessions',
  mf_reviews: 'Reviews',
  mf_stats: 'Study Stats',
  mf_notifications: 'Notifications',
};
