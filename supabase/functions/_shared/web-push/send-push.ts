import webPush, { type RequestDetails } from 'web-push';
import { pinnedRequest } from '../network/pinned-request.ts';
import { pushTarget, PushEndpointRefused, type PushTarget } from './push-endpoint.ts';
import { PUSH_TTL_SECONDS, type DeviceSubscription } from './push-message.ts';
import type { PushSettings, VapidKeys } from './push-settings.ts';

/** How one device's push service answered. */
export type PushOutcome =
  | { result: 'accepted' }
  /** 404 or 410: the browser unsubscribed or the subscription expired; it never comes back. */
  | { result: 'gone'; reason: string }
  | { result: 'failed'; reason: string };

/** A push service that has not answered in 10 s is down for this run; the next run is a minute away. */
const PUSH_TIMEOUT_MS = 10_000;

/** Fails with web-push's own message when a VAPID key or the subject is malformed. */
export function checkVapidKeys(vapid: VapidKeys): void {
  webPush.getVapidHeaders(
    'https://push.example',
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
}

/** Posts the encrypted message to the checked address; only the push service's status matters. */
async function post(target: PushTarget, push: RequestDetails): Promise<number> {
  const response = await pinnedRequest({
    ...target,
    method: 'POST',
    headers: push.headers,
    body: push.body ?? undefined,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  response.close();
  return response.status;
}

/**
 * Encrypts the message for one device and hands it to its push service (web-push makes the
 * VAPID signature and the aes128gcm body; the connection is Aayra's own, to the address
 * push-endpoint.ts checked).
 */
export async function sendPush(
  device: DeviceSubscription,
  payload: string,
  settings: PushSettings & { vapid: VapidKeys },
): Promise<PushOutcome> {
  let target: PushTarget;
  try {
    target = await pushTarget(device.endpoint, settings.allowLoopback);
  } catch (error) {
    if (error instanceof PushEndpointRefused) return { result: 'failed', reason: error.message };
    throw error;
  }
  let push: RequestDetails;
  try {
    push = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      // Reminders are for a minute of the day: 'high' lets a sleeping phone show them on time.
      { vapidDetails: settings.vapid, TTL: PUSH_TTL_SECONDS, urgency: 'high' },
    );
  } catch {
    return { result: 'failed', reason: "The device's push keys are invalid" };
  }
  let status: number;
  try {
    status = await post(target, push);
  } catch {
    return { result: 'failed', reason: 'The push service could not be reached' };
  }
  if (status >= 200 && status < 300) return { result: 'accepted' };
  if (status === 404 || status === 410)
    return { result: 'gone', reason: 'The push subscription has expired' };
  return { result: 'failed', reason: `The push service answered ${status}` };
}
