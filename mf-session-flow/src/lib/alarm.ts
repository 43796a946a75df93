type AudioContextConstructor = typeof AudioContext;

/**
 * The alarm's one AudioContext for the page's lifetime. Browsers let a page make sound only after
 * the learner interacted with it: a context made before that stays silent (Chrome: "The
 * AudioContext was not allowed to start"), so it is made during an interaction ("armed") and kept
 * for every alarm after it. A reload forgets it until the next interaction.
 */
let context: AudioContext | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function audioContextConstructor(): AudioContextConstructor | undefined {
  return globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
}

/** Missing where the browser does not say (older Safari): then every interaction is tried. */
function userActivation(): UserActivation | undefined {
  return (globalThis.navigator as { userActivation?: UserActivation } | undefined)?.userActivation;
}

/** Whether the learner clicked, tapped or pressed a key in the page since it loaded. */
let interactionSeen = false;

/** Whether the alarm can ring: its context exists and the browser lets it play. */
export function alarmArmed(): boolean {
  return context?.state === 'running';
}

/** Calls `listener` whenever the alarm is armed or stops being so (useSyncExternalStore). */
export function subscribeToAlarm(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes (once) and resumes the alarm's context, once the learner has interacted with the page. */
export function armAlarm(): void {
  if (alarmArmed() || !interactionSeen) return;
  const Context = audioContextConstructor();
  if (!Context) return;
  try {
    if (!context) {
      context = new Context();
      context.addEventListener('statechange', notify);
    }
    // A resume still pending when the page goes away rejects; nothing is left to do then.
    context.resume().then(notify, () => undefined);
  } catch (error) {
    console.warn('The alarm could not be turned on', error);
  }
}

/**
 * A click, tap or key in the page. A touch's pointerdown comes before the browser counts the
 * touch, so that one is left to the touch's next event (its pointerup or touchend).
 */
export function onInteraction(): void {
  if (userActivation()?.isActive === false) return;
  interactionSeen = true;
  armAlarm();
}

/** The interactions a browser counts as the learner's go-ahead for sound. */
const INTERACTIONS = ['pointerdown', 'pointerup', 'touchend', 'keydown'] as const;

/**
 * Arms the alarm at the learner's next interaction, or at once when the browser recorded one
 * before this page was open (the click on Start Session that opened the timer: its first input,
 * reported to a buffered observer). Only real input counts, as it does for the browser's
 * permission to play sound. Returns the way to stop listening.
 */
export function listenForInteraction(): () => void {
  const options = { capture: true, passive: true };
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, options);
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().length === 0) return;
      interactionSeen = true;
      armAlarm();
    });
    observer.observe({ type: 'first-input', buffered: true });
  }
  return () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, options);
    observer?.disconnect();
  };
}

/** How long the alarm waits for a context the browser is still starting. */
const START_WAIT_MS = 500;

async function runningContext(): Promise<AudioContext | null> {
  armAlarm();
  if (!context) return null;
  if (context.state !== 'running') {
    const started = context.resume().then(
      () => true,
      () => false,
    );
    await Promise.race([started, new Promise((resolve) => setTimeout(resolve, START_WAIT_MS))]);
  }
  return context.state === 'running' ? context : null;
}

/**
 * Three short 880 Hz beeps made with WebAudio (no sound file to load, works offline), when the
 * alarm is armed; otherwise it stays silent and the page's other cues (notification, tab title)
 * say the time is up. It never throws and never leaves a rejected promise.
 */
export async function playAlarm(): Promise<boolean> {
  try {
    const ready = await runningContext();
    if (!ready) return false;
    for (let beep = 0; beep < 3; beep += 1) {
      const start = ready.currentTime + beep * 0.35;
      const oscillator = ready.createOscillator();
      const gain = ready.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
      oscillator.connect(gain).connect(ready.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    }
    return true;
  } catch (error) {
    console.warn('The alarm could not play', error);
    return false;
  }
}
