import { describe, expect, it } from 'vitest';
import { liveTranscript, transcriptSaveText } from './transcript';

describe('liveTranscript', () => {
  it('shows settled phrases then the phrase still being heard', () => {
    const heard = [
      { text: 'Mitochondria release energy', isFinal: true },
      { text: ' from glucose', isFinal: false },
    ];
    expect(liveTranscript('', heard)).toEqual({ settled: 'Mitochondria release energy', live: 'Mitochondria release energy from glucose' });
  });

  it('keeps what earlier recognition runs settled in front of the new run', () => {
    const first = liveTranscript('', [{ text: 'Osmosis moves water', isFinal: true }]);
    const second = liveTranscript(first.settled, [{ text: 'across a membrane', isFinal: false }]);
    expect(second.live).toBe('Osmosis moves water across a membrane');
    // A phrase still being heard is not settled: the next run starts from the settled text only.
    expect(second.settled).toBe('Osmosis moves water');
  });

  it('skips empty results', () => {
    expect(liveTranscript('Cells divide', [{ text: '  ', isFinal: true }]).live).toBe('Cells divide');
  });
});

describe('transcriptSaveText', () => {
  it('tells the learner whether the transcript is saved', () => {
    expect(transcriptSaveText('saved')).toBe('Saved.');
    expect(transcriptSaveText('waiting')).toBe('Saving...');
    expect(transcriptSaveText('saving')).toBe('Saving...');
    expect(transcriptSaveText('failed')).toMatch(/not saved yet/);
  });
});
