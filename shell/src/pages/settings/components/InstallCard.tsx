import { useSyncExternalStore } from 'react';
import { Button, Card } from '@aayra/design-system/components';
import { focusElement, mainHeading } from '../../../app/focus-main-heading';
import { acceptInstallOffer, hasInstallOffer, runsInstalled, subscribeToInstallOffer } from '../../../install/install-offer';

async function install() {
  await acceptInstallOffer();
  // The card leaves with the button that had focus: the learner goes on from the page's heading.
  if (document.activeElement === document.body || !document.activeElement) {
    const heading = mainHeading();
    if (heading) focusElement(heading);
  }
}

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
        <Button onClick={() => void install()} aria-describedby="settings-install-hint">
          Install
        </Button>
      </div>
    </Card>
  );
}
