/**
 * What the app's page posts once the worker is active: keep the deploy's settings, and the files
 * of every remote not kept yet, now, since the page loaded them before the worker could see its
 * requests.
 */
export const KEEP_FOR_OFFLINE = { type: 'KEEP_FOR_OFFLINE' } as const;

export function isKeepForOfflineMessage(data: unknown): boolean {
  return (data as { type?: unknown } | null)?.type === KEEP_FOR_OFFLINE.type;
}
