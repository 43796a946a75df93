import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AayraClient, SupabaseSettings } from '@aayra/supabase/client';
import { forgetThisDevice, subscribeThisDevice } from './web-push';

// This browser's side of Web Push: which subscription it keeps, makes or drops, and what it sends.
// The browser's PushManager is a stand-in (no push service without a browser), and so are the two
// server calls, recorded as sent; the server's side (web-push-key, save_push_subscription,
// forget_push_subscription) is tested against the real stack in supabase/tests and tests/contract.

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

function bytes(base64Url: string): ArrayBuffer {
  const binary = atob(
    base64Url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64Url.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

function subscriptionStandIn(endpoint: string, key: string) {
  const subscription = {
    endpoint,
    options: { applicationServerKey: bytes(key) },
    unsubscribed: false,
    toJSON: () => ({
      endpoint,
      keys: { p256dh: `p256dh-of-${endpoint}`, auth: `auth-of-${endpoint}` },
    }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}
type SubscriptionStandIn = ReturnType<typeof subscriptionStandIn>;

function registrationWith(current: SubscriptionStandIn | null) {
  const made: { applicationServerKey: Uint8Array }[] = [];
  let subscription = current;
  const registration = {
    pushManager: {
      getSubscription: async () =>
        subscription && !subscription.unsubscribed ? subscription : null,
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        made.push(options);
        subscription = subscriptionStandIn(`https://push.example/new-${made.length}`, KEY);
        return subscription;
      },
    },
  };
  return { registration: registration as unknown as ServiceWorkerRegistration, made };
}

function serverWithKey(publicKey: string | null) {
  const saved: unknown[] = [];
  const client = {
    functions: { invoke: async () => ({ data: { publicKey }, error: null }) },
    rpc: async (name: string, args: unknown) => {
      saved.push([name, args]);
      return { data: 'subscription-id', error: null };
    },
  };
  return { client: client as unknown as AayraClient, saved };
}

describe('subscribing this browser to push reminders', () => {
  it('does nothing when the server has no Web Push key', async () => {
    const { client, saved } = serverWithKey(null);
    const { registration, made } = registrationWith(null);
    expect(await subscribeThisDevice(client, registration)).toBe('not-configured');
    expect([made, saved]).toEqual([[], []]);
  });

  it("subscribes with the server's key and saves the endpoint and keys for the learner", async () => {
    const { client, saved } = serverWithKey(KEY);
    const { registration, made } = registrationWith(null);
    expect(await subscribeThisDevice(client, registration)).toBe('subscribed');
    expect([...made[0]!.applicationServerKey]).toEqual([...new Uint8Array(bytes(KEY))]);
    expect(saved).toEqual([
      [
        'save_push_subscription',
        {
          endpoint: 'https://push.example/new-1',
          p256dh: 'p256dh-of-https://push.example/new-1',
          auth: 'auth-of-https://push.example/new-1',
        },
      ],
    ]);
  });

  it('keeps a subscription made with the same key (saved again for whoever is signed in now)', async () => {
    const { client, saved } = serverWithKey(KEY);
    const existing = subscriptionStandIn('https://push.example/kept', KEY);
    const { registration, made } = registrationWith(existing);
    await subscribeThisDevice(client, registration);
    expect([made, existing.unsubscribed]).toEqual([[], false]);
    expect(saved).toEqual([
      [
        'save_push_subscription',
        expect.objectContaining({ endpoint: 'https://push.example/kept' }),
      ],
    ]);
  });

  it("replaces a subscription made with another key (the server's key changed)", async () => {
    const { client, saved } = serverWithKey(KEY);
    const stale = subscriptionStandIn('https://push.example/stale', OTHER_KEY);
    const { registration, made } = registrationWith(stale);
    await subscribeThisDevice(client, registration);
    expect([stale.unsubscribed, made.length]).toEqual([true, 1]);
    expect(saved).toEqual([
      [
        'save_push_subscription',
        expect.objectContaining({ endpoint: 'https://push.example/new-1' }),
      ],
    ]);
  });
});

describe('forgetting this browser on sign-out', () => {
  const settings = { url: 'https://project.example', anonKey: 'anon-key' } as SupabaseSettings;
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server to forget the endpoint with the signed-out learner's last token, then unsubscribes", async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(null, { status: 204 });
    });
    const subscription = subscriptionStandIn('https://push.example/mine', KEY);
    const { registration } = registrationWith(subscription);
    await forgetThisDevice(settings, 'last-access-token', registration);
    expect(requests).toEqual([
      {
        url: 'https://project.example/rest/v1/rpc/forget_push_subscription',
        init: expect.objectContaining({
          method: 'POST',
          headers: expect.objectContaining({
            apikey: 'anon-key',
            Authorization: 'Bearer last-access-token',
          }),
          body: JSON.stringify({ endpoint: 'https://push.example/mine' }),
        }),
      },
    ]);
    expect(subscription.unsubscribed).toBe(true);
  });

  it('still unsubscribes when the server cannot be reached or there is no token', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = subscriptionStandIn('https://push.example/offline', KEY);
    await forgetThisDevice(settings, 'token', registrationWith(offline).registration);
    const noToken = subscriptionStandIn('https://push.example/no-token', KEY);
    await forgetThisDevice(settings, undefined, registrationWith(noToken).registration);
    expect([offline.unsubscribed, noToken.unsubscribed]).toEqual([true, true]);
  });
});
