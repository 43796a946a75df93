/** The server's VAPID identity: the key pair browsers subscribe with, and who runs the server. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may contact about the pushes. */
  subject: string;
}

export interface PushSettings {
  /** null when the project has no VAPID keys: reminders then reach open pages only. */
  vapid: VapidKeys | null;
  /**
   * Test-only (AAYRA_WEB_PUSH_ALLOW_LOOPBACK=1): lets pushes go to a push test server on
   * 127.0.0.1 or localhost over plain http. Never set on a deployed project.
   */
  allowLoopback: boolean;
}

/**
 * Web Push settings from the function's environment. All three VAPID_* values are needed: a
 * public key without its private key would let browsers subscribe to pushes that never come.
 */
export function pushSettings(env: (name: string) => string | undefined): PushSettings {
  const publicKey = env('VAPID_PUBLIC_KEY')?.trim();
  const privateKey = env('VAPID_PRIVATE_KEY')?.trim();
  const subject = env('VAPID_SUBJECT')?.trim();
  return {
    vapid: publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null,
    allowLoopback: env('AAYRA_WEB_PUSH_ALLOW_LOOPBACK') === '1',
  };
}
