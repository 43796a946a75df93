import { useSyncExternalStore } from 'react';
import { Button } from '@aayra/design-system/components';
import { isUpdateWaiting, onUpdateWaitingChange, reloadToUpdate } from './app-updates';

/** Offered on every page of the app while a new version of Aayra waits to take over. */
export function UpdateReadyPrompt() {
  const waiting = useSyncExternalStore(onUpdateWaitingChange, isUpdateWaiting);
  if (!waiting) return null;
  return (
    <div className="update-ready" role="status">
      <span>A new version of Aayra is ready.</span>
      <Button size="sm" variant="primary" onClick={reloadToUpdate}>
        Reload to update
      </Button>
    </div>
  );
}
