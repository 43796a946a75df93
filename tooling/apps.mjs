// Every app of the workspace: its folder, federation name and development port.
export const shell = { folder: 'shell', name: 'shell', devPort: 3000 };

export const remotes = [
  { folder: 'mf-auth', name: 'mf_auth', devPort: 3001 },
  { folder: 'mf-session-flow', name: 'mf_session_flow', devPort: 3002 },
  { folder: 'mf-reviews', name: 'mf_reviews', devPort: 3003 },
  { folder: 'mf-stats', name: 'mf_stats', devPort: 3004 },
  { folder: 'mf-notifications', name: 'mf_notifications', devPort: 3005 },
];

export const apps = [shell, ...remotes];

export function appByFolder(folder) {
  const app = apps.find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`${folder} is not an Aayra app (tooling/apps.mjs).`);
  return app;
}
