import { useCallback, useEffect, useRef, useState } from 'react';
import { canRecord, microphoneProblem, NO_MICROPHONE } from './microphone-problem';
import { recordingFormat } from './recording-names';
import { listenForSpeech, speechRecognitionAvailable, type SpeechListener } from './speech-recognition';

export interface FinishedRecording {
  audio: Blob;
  durationMs: number;
  /** What speech recognition heard ('' where there is none). */
  transcript: string;
}

export type RecorderState = 'idle' | 'starting' | 'recording' | 'finishing';

/** Opus at this rate keeps 30 minutes near 7 MB, under the bucket's 10 MB per file. */
const AUDIO_BITS_PER_SECOND = 32_000;
export const MAX_RECORDING_MS = 30 * 60 * 1000;

interface Running {
  recorder: MediaRecorder;
  stream: MediaStream;
  listener: SpeechListener | null;
  startedAt: number;
  chunks: Blob[];
}

/**
 * The microphone, recorded with MediaRecorder while the browser's speech recognition (if any)
 * writes a live transcript. `onRecorded` gets each finished recording.
 */
export function useVoiceRecorder(onRecorded: (recording: FinishedRecording) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [transcript, setTranscript] = useState('');
  const [speechAvailable, setSpeechAvailable] = useState(speechRecognitionAvailable);
  const [problem, setProblem] = useState<string | null>(canRecord() ? null : NO_MICROPHONE);
  const running = useRef<Running | null>(null);
  const heard = useRef('');
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  });

  const stop = useCallback(async () => {
    const current = running.current;
    if (!current || current.recorder.state === 'inactive') return;
    setState('finishing');
    const audioReady = new Promise<void>((resolve) => current.recorder.addEventListener('stop', () => resolve(), { once: true }));
    current.recorder.stop();
    await Promise.all([audioReady, current.listener?.stop()]);
    current.stream.getTracks().forEach((track) => track.stop());
    running.current = null;
    const audio = new Blob(current.chunks, { type: current.recorder.mimeType || current.chunks[0]?.type || 'audio/webm' });
    setState('idle');
    if (audio.size > 0) recorded.current({ audio, durationMs: Date.now() - current.startedAt, transcript: heard.current.trim() });
    else setProblem('Nothing was recorded: check your microphone and try again.');
  }, []);

  const start = useCallback(async () => {
    if (running.current) return;
    if (!canRecord()) return setProblem(NO_MICROPHONE);
    setProblem(null);
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState('idle');
      return setProblem(microphoneProblem(error));
    }
    const chunks: Blob[] = [];
    let recorder: MediaRecorder;
    try {
      const mimeType = recordingFormat((type) => MediaRecorder.isTypeSupported(type));
      recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      // Chunks every second: a long recording is not held in one growing buffer by the recorder.
      recorder.start(1000);
    } catch (error) {
      stream.getTracks().forEach((track) => track.stop());
      setState('idle');
      return setProblem(microphoneProblem(error));
    }
    heard.current = '';
    setTranscript('');
    const listener = listenForSpeech({
      onText: (text) => {
        heard.current = text;
        setTranscript(text);
      },
      onUnavailable: () => setSpeechAvailable(false),
    });
    running.current = { recorder, stream, listener, startedAt: Date.now(), chunks };
    setElapsedMs(0);
    setState('recording');
  }, []);

  // The clock the learner sees, and the stop at the length limit.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => {
      const elapsed = Date.now() - (running.current?.startedAt ?? Date.now());
      setElapsedMs(elapsed);
      if (elapsed >= MAX_RECORDING_MS) void stop();
    }, 250);
    return () => clearInterval(timer);
  }, [state, stop]);

  // Leaving the page ends the recording and frees the microphone.
  useEffect(
    () => () => {
      const current = running.current;
      if (!current) return;
      current.recorder.stop();
      void current.listener?.stop();
      current.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return { state, elapsedMs, transcript, speechAvailable, problem, start, stop };
}
