import { Button, Card, Spinner } from '@aayra/design-system/components';
import { NO_NOTIFICATIONS, NO_SERVICE_WORKER } from '../../../lib/delivery';
import type { PermissionState } from '../../../lib/use-notification-permission';
import { useBrowserDiagnostics, type BrowserDiagnostics } from './use-browser-diagnostics';

const SUPPORT_TEXT: Record<BrowserDiagnostics['support'], string> = {
  supported: 'Supported',
  unsupported: NO_NOTIFICATIONS,
  'no-service-worker': NO_SERVICE_WORKER,
};

const PUSH_TEXT: Record<BrowserDiagnostics['push'], string> = {
  subscribed: 'Subscribed: reminders arrive even with Aayra closed',
  'not-subscribed': 'Not subscribed: reminders arrive only while Aayra is open',
  unavailable: 'Not available',
};

/** The enhanced page's check of this browser: support, permission, service worker and Web Push. */
export function DiagnosticsCard({ permission }: { permission: PermissionState }) {
  const diagnostics = useBrowserDiagnostics();
  const found = diagnostics.data;
  const worker = found?.serviceWorker;
  return (
    <Card
      as="section"
      className="notifications-card"
      aria-labelledby="notification-diagnostics-title"
    >
      <h2 id="notification-diagnostics-title">This browser</h2>
      {diagnostics.isPending && <Spinner label="Checking this browser" />}
      {diagnostics.isError && (
        <p className="notifications-note">This browser could not be checked.</p>
      )}
      {found && (
        <div role="group" aria-label="Browser diagnostics">
          <dl className="notifications-facts">
            <div>
              <dt>Notifications</dt>
              <dd>{SUPPORT_TEXT[found.support]}</dd>
            </div>
            <div>
              <dt>Permission</dt>
              <dd>{permission}</dd>
            </div>
            <div>
              <dt>Service worker</dt>
              <dd>
                {worker
                  ? `${worker.state ?? 'unknown'} (${worker.script ?? 'no script'}, scope ${worker.scope})`
                  : 'Not registered'}
              </dd>
            </div>
            <div>
              <dt>Web Push</dt>
              <dd>{PUSH_TEXT[found.push]}</dd>
            </div>
          </dl>
        </div>
      )}
      <div>
        <Button
          size="sm"
          loading={diagnostics.isFetching}
          loadingLabel="Checking..."
          onClick={() => void diagnostics.refetch()}
        >
          Check again
        </Button>
      </div>
    </Card>
  );
}
