// The browser's speech recognition (Web Speech API), where there is one. Chromium sends the audio
// to a speech service, so it fails without a network; the learner then types notes instead.
import { liveTranscript, type HeardSpeech } from './transcript';

interface RecognitionResultList {
  readonly length: number;
  [index: number]: { readonly isFinal: boolean; readonly length: number; [index: number]: { transcript: string } };
}

interface BrowserSpeechRecognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => BrowserSpeechRecognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function speechRecognitionAvailable(): boolean {
  return recognitionConstructor() !== undefined;
}

export interface SpeechListener {
  /** Stops listening; resolves once the last phrase heard has been reported. */
  stop(): Promise<void>;
}

export interface ListenOptions {
  /** Everything heard so far, the phrase still being heard last. */
  onText: (text: string) => void;
  /** Recognition stopped for good (no service, not allowed); the transcript is typed instead. */
  onUnavailable: () => void;
}

/** Listens until stopped, restarting after the pauses at which browsers end recognition. */
export function listenForSpeech({ onText, onUnavailable }: ListenOptions): SpeechListener | null {
  const Recognition = recognitionConstructor();
  if (!Recognition) return null;
  let stopped = false;
  // Each restart begins a new result list: what earlier runs settled is kept here.
  let earlier = '';
  let heard: HeardSpeech[] = [];
  let current: BrowserSpeechRecognition | null = null;
  let ended: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    ended = resolve;
  });

  const begin = () => {
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = document.documentElement.lang || navigator.language || 'en';
    recognition.onresult = (event) => {
      heard = [];
      for (let index = 0; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (result) heard.push({ text: result[0]?.transcript ?? '', isFinal: result.isFinal });
      }
      onText(liveTranscript(earlier, heard).live);
    };
    recognition.onerror = (event) => {
      // "no-speech" and "aborted" are pauses; anything else means there is no recognition here.
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      stopped = true;
      onUnavailable();
    };
    recognition.onend = () => {
      earlier = liveTranscript(earlier, heard).settled;
      heard = [];
      if (stopped) ended();
      else begin();
    };
    try {
      recognition.start();
    } catch {
      stopped = true;
      onUnavailable();
      ended();
      return;
    }
    current = recognition;
  };

  begin();
  return {
    stop: () => {
      if (!stopped) {
        stopped = true;
        current?.stop();
      }
      // A service that never answers must not hold the recording back.
      return Promise.race([finished, new Promise<void>((resolve) => setTimeout(resolve, 2000))]);
    },
  };
}
