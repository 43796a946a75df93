import { useEffect, useState } from 'react';
import { useQueryClient } from '@aayra/supabase/query';
import { Button, VisuallyHidden } from '@aayra/design-system/components';
import { materialFolder, useAddMaterial, useSessionMaterials } from '../api/session-materials';
import { uploadStudyFile } from '../api/upload-study-file';
import { rememberRecordingAudio } from '../api/recording-audio';
import { RecordingItem } from '../voice/RecordingItem';
import { formatDuration, nextRecordingTitle, recordingFileName, storedAudioType } from '../voice/recording-names';
import { MAX_RECORDING_MS, useVoiceRecorder, type FinishedRecording } from '../voice/use-voice-recorder';
import { MaterialItem } from './MaterialItem';

/** A recording on its way to storage, or one that could not be stored yet (kept to try again). */
interface UnsavedRecording extends FinishedRecording {
  id: string;
  title: string;
  fraction: number | null;
  problem: string | null;
  /** Set once the audio is stored, so trying again only saves the row. */
  storagePath: string | null;
}

const TYPE_NOTES = 'Live transcription is not available in this browser: type notes for each recording in its transcript box.';

export interface VoiceRecordingsProps {
  sessionId: string;
  /** Told whether a recording is running or on its way to storage, so the page waits for it. */
  onBusyChange?: (busy: boolean) => void;
}

/** Recordings made with the microphone; each transcript is the material studied from it. */
export function VoiceRecordings({ sessionId, onBusyChange }: VoiceRecordingsProps) {
  const queryClient = useQueryClient();
  const materials = useSessionMaterials(sessionId);
  const addMaterial = useAddMaterial(sessionId);
  const [unsaved, setUnsaved] = useState<UnsavedRecording[]>([]);
  const stored = (materials.data ?? []).filter((material) => material.kind === 'voice');
  // A recording whose row has just arrived is shown once, as the stored one.
  const pending = unsaved.filter((recording) => !stored.some((material) => material.storagepath === recording.storagePath));

  // A recording not yet stored lives only in this page: ask before the page is left.
  const unstored = pending.length > 0;
  useEffect(() => {
    if (!unstored) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unstored]);

  const change = (id: string, patch: Partial<UnsavedRecording>) =>
    setUnsaved((all) => all.map((recording) => (recording.id === id ? { ...recording, ...patch } : recording)));

  const save = async (recording: UnsavedRecording) => {
    change(recording.id, { problem: null, fraction: 0 });
    try {
      const contentType = storedAudioType(recording.audio.type);
      const storagePath =
        recording.storagePath ??
        (await uploadStudyFile({
          folder: await materialFolder(sessionId),
          name: recordingFileName(recording.title, recording.audio.type),
          body: recording.audio,
          contentType,
          onProgress: (fraction) => change(recording.id, { fraction }),
        }));
      change(recording.id, { storagePath, fraction: null });
      rememberRecordingAudio(queryClient, storagePath, recording.audio);
      await addMaterial.mutateAsync({
        kind: 'voice',
        title: recording.title,
        content: recording.transcript,
        storagepath: storagePath,
        mimetype: contentType,
        sizebytes: recording.audio.size,
      });
      setUnsaved((all) => all.filter((other) => other.id !== recording.id));
    } catch (error) {
      const problem = error instanceof Error ? error.message : 'This recording could not be saved. Please try again.';
      change(recording.id, { problem, fraction: null });
    }
  };

  const recorder = useVoiceRecorder((finished) => {
    const title = nextRecordingTitle([...stored, ...unsaved].map((recording) => recording.title));
    const recording: UnsavedRecording = { ...finished, id: crypto.randomUUID(), title, fraction: 0, problem: null, storagePath: null };
    setUnsaved((all) => [...all, recording]);
    void save(recording);
  });
  const busy = recorder.state !== 'idle' || pending.some((recording) => recording.problem === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const isRecording = recorder.state === 'recording' || recorder.state === 'finishing';
  return (
    <div className="sf-stack">
      <p className="sf-subtitle">
        {`Record yourself explaining what you studied (up to ${MAX_RECORDING_MS / 60_000} minutes each). What you say becomes the material for your study set.`}
      </p>
      {!recorder.speechAvailable && <p className="sf-subtitle">{TYPE_NOTES}</p>}
      <div className="sf-row">
        {isRecording ? (
          <Button variant="danger" onClick={() => void recorder.stop()} loading={recorder.state === 'finishing'} loadingLabel="Finishing...">
            Stop recording
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void recorder.start()} loading={recorder.state === 'starting'} loadingLabel="Starting...">
            Start recording
          </Button>
        )}
        {isRecording && <span aria-hidden="true">{`Recording ${formatDuration(recorder.elapsedMs)}`}</span>}
      </div>
      <VisuallyHidden role="status">{isRecording ? 'Recording started.' : ''}</VisuallyHidden>
      {recorder.problem && <p className="sf-material__message">{recorder.problem}</p>}
      {isRecording && recorder.speechAvailable && recorder.transcript && (
        <p className="sf-material__excerpt" aria-live="polite">
          {recorder.transcript}
        </p>
      )}
      {materials.error && <p className="sf-material__message">{materials.error.message}</p>}
      {/* Each recording is an h3 (MaterialItem): this heading keeps the outline h1, h2, h3. */}
      {stored.length + pending.length > 0 && <h2 className="sf-material__title">Your recordings</h2>}
      {stored.map((material) => (
        <RecordingItem key={material.materialid} sessionId={sessionId} recording={material} transcribed={recorder.speechAvailable} />
      ))}
      {pending.map((recording) => (
        <MaterialItem
          key={recording.id}
          title={recording.title}
          text={recording.transcript}
          details={`Voice recording, ${formatDuration(recording.durationMs)}`}
          progress={recording.problem ? null : { label: 'Saving the recording...', fraction: recording.fraction }}
          message={recording.problem}
        >
          {recording.problem && (
            <div className="sf-row">
              <Button size="sm" onClick={() => void save(recording)} aria-label={`Try saving ${recording.title} again`}>
                Try again
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setUnsaved((all) => all.filter((other) => other.id !== recording.id))}
                aria-label={`Delete ${recording.title}`}
              >
                Delete
              </Button>
            </div>
          )}
        </MaterialItem>
      ))}
    </div>
  );
}
