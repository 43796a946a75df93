/** Chromium's event offering to install the app (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer from the start of the page: the browser makes it once, often
 * before Settings is open, and only a kept offer can be shown later. Its own banner is held back,
 * so installing is the learner's choice in Settings rather than an interruption.
 */
export function captureInstallOffer(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

/** Whether the browser offers to install Aayra now. */
export function hasInstallOffer(): boolean {
  return offer !== null;
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog. An offer is good for one dialog, so it is gone after the choice. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  if (!current) return;
  await current.prompt();
  await current.userChoice;
  if (offer === current) setOffer(null);
}

/** Aayra already runs as an installed app (opened from the home screen or the desktop). */
export function runsInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as { standalone?: boolean }).standalone === true;
}
