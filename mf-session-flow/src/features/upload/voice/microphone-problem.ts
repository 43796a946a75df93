// Why a recording could not start, in one sentence the learner can act on.

export const NO_MICROPHONE =
  'No microphone is available here, so nothing can be recorded: you can still type your notes on the Text tab.';
export const MICROPHONE_REFUSED =
  "Aayra was not allowed to use your microphone: allow it in your browser's site settings, or type your notes on the Text tab.";
export const MICROPHONE_BUSY =
  'Your microphone could not be started (another app may be using it): try again, or type your notes on the Text tab.';

/** The sentence for an error from getUserMedia or MediaRecorder. */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return MICROPHONE_REFUSED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotSupportedError') return NO_MICROPHONE;
  return MICROPHONE_BUSY;
}

/** Whether this browser can record at all (a page over plain http on another host cannot). */
export function canRecord(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined';
}
