import type { AayraClient, SupabaseSettings } from '@aayra/supabase/client';

/** The server's VAPID public key, or null when Web Push is not set up on this server. */
export async function webPushKey(client: AayraClient): Promise<string | null> {
  const { data, error } = await client.functions.invoke<unknown>('web-push-key', { method: 'GET' });
  if (error) throw error;
  const publicKey = typeof data === 'object' && data !== null && 'publicKey' in data ? data.publicKey : null;
  return typeof publicKey === 'string' && publicKey ? publicKey : null;
}

function base64UrlBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * Subscribes this browser to the server's Web Push (reusing its subscription when the server's
 * key is unchanged) and records the subscription for the signed-in learner, so reminders reach
 * this device with no tab open. Needs permission already granted: it never asks.
 */
export async function subscribeThisDevice(
  client: AayraClient,
  registration: ServiceWorkerRegistration,
): Promise<'subscribed' | 'not-configured'> {
  const publicKey = await webPushKey(client);
  if (!publicKey) return 'not-configured';
  const key = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { endpoint, keys } = subscription.toJSON();
  const { error } = await client.rpc('save_push_subscription', {
    endpoint: endpoint ?? subscription.endpoint,
    p256dh: keys?.p256dh ?? '',
    auth: keys?.auth ?? '',
  });
  if (error) throw error;
  return 'subscribed';
}

/**
 * On sign-out: the server forgets this device for the learner who was signed in (with that
 * learner's last token, since the client has already dropped its session), and the browser drops
 * the subscription, so the next learner on this device gets none of the previous one's reminders.
 */
export async function forgetThisDevice(
  settings: SupabaseSettings,
  accessToken: string | undefined,
  registration: ServiceWorkerRegistration,
): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  if (accessToken) {
    await fetch(`${settings.url}/rest/v1/rpc/forget_push_subscription`, {
      method: 'POST',
      headers: {
        apikey: settings.anonKey,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    }).catch(() => undefined);
  }
  await subscription.unsubscribe();
}
