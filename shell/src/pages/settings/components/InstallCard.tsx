import { useSyncExternalStore } from 'react';
import { Button, Card } from '@aayra/design-system/components';
import { acceptInstallOffer, hasInstallOffer, runsInstalled, subscribeToInstallOffer } from '../../../install/install-offer';

/** Installing Aayra, only while the browser offers it and Aayra is not already the installed app. */
export function InstallCard() {
  const offered = useSyncExternalStore(subscribeToInstallOffer, hasInstallOffer);
  if (!offered || runsInstalled()) return null;
  return (
    <Card as="section" aria-labelledby="settings-install-title" style={{ display: 'grid', gap: 'var(--aayra-space-3)' }}>
      <h2 id="settings-install-title" style={{ margin: 0 }}>
        Install Aayra
      </h2>
      <p style={{ margin: 0, color: 'var(--aayra-color-text-muted)' }} id="settings-install-hint">
        Open Aayra from your home screen or desktop like an app, and study what you saw recently offline.
      </p>
      <div>
        <Button onClick={() => void acceptInstallOffer()} aria-describedby="settings-install-hint">
          Install
        </Button>
      </div>
    </Card>
  );
}
