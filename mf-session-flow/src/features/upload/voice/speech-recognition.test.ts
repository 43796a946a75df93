// The browser's recognition engine is played by a small stand-in with the Web Speech API's shape:
// what is tested is how Aayra keeps the transcript across the engine's restarts and gives up.
import { afterEach, describe, expect, it } from 'vitest';
import { listenForSpeech, speechRecognitionAvailable } from './speech-recognition';

type Result = { isFinal: boolean; 0: { transcript: string }; length: 1 };

class StandInRecognition {
  static made: StandInRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: { resultIndex: number; results: Result[] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  running = false;
  constructor() {
    StandInRecognition.made.push(this);
  }
  start() {
    this.running = true;
  }
  stop() {
    this.end();
  }
  abort() {
    this.end();
  }
  hear(...phrases: [string, boolean][]) {
    const results = phrases.map(([transcript, isFinal]) => ({ isFinal, 0: { transcript }, length: 1 as const }));
    this.onresult?.({ resultIndex: 0, results });
  }
  end() {
    this.running = false;
    this.onend?.();
  }
}

const scope = window as unknown as { webkitSpeechRecognition?: unknown };

afterEach(() => {
  delete scope.webkitSpeechRecognition;
  StandInRecognition.made = [];
});

describe('listenForSpeech', () => {
  it('is unavailable where the browser has no speech recognition', () => {
    expect(speechRecognitionAvailable()).toBe(false);
    expect(listenForSpeech({ onText: () => undefined, onUnavailable: () => undefined })).toBeNull();
  });

  it('reports a live transcript that survives the pauses at which the engine restarts', async () => {
    scope.webkitSpeechRecognition = StandInRecognition;
    const texts: string[] = [];
    const listener = listenForSpeech({ onText: (text) => texts.push(text), onUnavailable: () => undefined });
    expect(listener).not.toBeNull();
    const first = StandInRecognition.made[0]!;
    expect(first.running && first.continuous && first.interimResults).toBe(true);
    first.hear(['The heart has four', false]);
    first.hear(['The heart has four chambers.', true]);
    first.end(); // a pause: the engine stops by itself
    const second = StandInRecognition.made[1]!;
    expect(second.running).toBe(true);
    second.hear(['Blood leaves through the aorta', false]);
    expect(texts).toEqual([
      'The heart has four',
      'The heart has four chambers.',
      'The heart has four chambers. Blood leaves through the aorta',
    ]);
    await listener!.stop();
    expect(StandInRecognition.made).toHaveLength(2);
  });

  it('gives up when the engine has no service, so the learner types notes instead', async () => {
    scope.webkitSpeechRecognition = StandInRecognition;
    let unavailable = false;
    const listener = listenForSpeech({ onText: () => undefined, onUnavailable: () => (unavailable = true) });
    const engine = StandInRecognition.made[0]!;
    engine.onerror?.({ error: 'no-speech' });
    expect(unavailable).toBe(false);
    engine.onerror?.({ error: 'network' });
    engine.end();
    expect(unavailable).toBe(true);
    // It does not restart after giving up.
    expect(StandInRecognition.made).toHaveLength(1);
    await listener!.stop();
  });
});
