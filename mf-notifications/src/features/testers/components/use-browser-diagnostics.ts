import { useQuery } from '@aayra/supabase/query';
import { notificationSupport } from '../../../lib/delivery';
import { SERVICE_WORKER_SCOPE } from '../../../lib/delivery/service-worker-registration';

export interface BrowserDiagnostics {
  support: ReturnType<typeof notificationSupport>;
  /** The registration that controls Aayra's pages, if any. */
  serviceWorker: { scope: string; script: string | null; state: ServiceWorkerState | null } | null;
  /** Whether this device has a Web Push subscription, so reminders arrive with the app closed. */
  push: 'subscribed' | 'not-subscribed' | 'unavailable';
}

async function readDiagnostics(): Promise<BrowserDiagnostics> {
  const support = notificationSupport();
  if (support !== 'supported') return { support, serviceWorker: null, push: 'unavailable' };
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  if (!registration) return { support, serviceWorker: null, push: 'unavailable' };
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  const subscription = registration.pushManager
    ? await registration.pushManager.getSubscription().catch(() => null)
    : null;
  return {
    support,
    serviceWorker: {
      scope: registration.scope,
      script: worker?.scriptURL ?? null,
      state: worker?.state ?? null,
    },
    push: !registration.pushManager
      ? 'unavailable'
      : subscription
        ? 'subscribed'
        : 'not-subscribed',
  };
}

/** What this browser offers notifications, read when the enhanced page opens and on "Check again". */
export function useBrowserDiagnostics() {
  return useQuery({
    queryKey: ['mf-notifications', 'browser-diagnostics'],
    queryFn: readDiagnostics,
    staleTime: 0,
    retry: false,
  });
}
