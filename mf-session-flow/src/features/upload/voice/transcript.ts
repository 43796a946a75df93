// The transcript of a recording: what speech recognition heard, then whatever the learner edits.

/** One result of the browser's speech recognition: its best guess and whether it is settled. */
export interface HeardSpeech {
  text: string;
  isFinal: boolean;
}

/**
 * The live transcript: the settled phrases of this recording followed by the phrase still being
 * heard. Recognition restarts its result list after a pause, so settled text is kept separately.
 */
export function liveTranscript(settled: string, results: readonly HeardSpeech[]): { settled: string; live: string } {
  let done = settled;
  let pending = '';
  for (const result of results) {
    const text = result.text.trim();
    if (!text) continue;
    if (result.isFinal) done = joinPhrases(done, text);
    else pending = joinPhrases(pending, text);
  }
  return { settled: done, live: joinPhrases(done, pending) };
}

function joinPhrases(before: string, after: string): string {
  if (!before) return after;
  if (!after) return before;
  return `${before} ${after}`;
}

export type TranscriptSaveState = 'saved' | 'waiting' | 'saving' | 'failed';

/** What the learner is told under the transcript. */
export function transcriptSaveText(state: TranscriptSaveState): string {
  switch (state) {
    case 'saved':
      return 'Saved.';
    case 'waiting':
    case 'saving':
      return 'Saving...';
    case 'failed':
      return 'Your changes are not saved yet (check your connection): Aayra tries again when you leave this field.';
  }
}

/** How long after the last key the transcript is saved: short, so a reload loses almost nothing. */
export const TRANSCRIPT_SAVE_DELAY_MS = 700;
