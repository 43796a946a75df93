import { useId } from 'react';
import { Button } from '@aayra/design-system/components';
import { useRemoveMaterial, type StoredStudyMaterial } from '../api/session-materials';
import { MaterialItem } from '../components/MaterialItem';
import { useRecordingAudio } from '../api/recording-audio';
import { formatSize } from './recording-names';
import { transcriptSaveText } from './transcript';
import { useTranscriptSaver } from './use-transcript-saver';

export interface RecordingItemProps {
  sessionId: string;
  recording: StoredStudyMaterial;
  /** Whether the browser wrote a transcript live; otherwise the learner types notes. */
  transcribed: boolean;
}

/** A stored recording: play it, delete it, and edit the transcript that is studied from it. */
export function RecordingItem({ sessionId, recording, transcribed }: RecordingItemProps) {
  const fieldId = useId();
  const audio = useRecordingAudio(recording.storagepath);
  const transcript = useTranscriptSaver(sessionId, recording.materialid, recording.content);
  const remove = useRemoveMaterial(sessionId);
  const message = remove.error?.message ?? audio.error?.message ?? null;
  return (
    <MaterialItem
      title={recording.title}
      text={transcript.text}
      details={recording.sizebytes ? `Voice recording, ${formatSize(recording.sizebytes)}` : 'Voice recording'}
      message={message}
    >
      {/* The player appears once the audio is in memory; its name says which recording it plays. */}
      {audio.url && <audio controls preload="metadata" src={audio.url} aria-label={`Play ${recording.title}`} style={{ width: '100%' }} />}
      <div className="sf-note aayra-field">
        <label className="aayra-field__label" htmlFor={fieldId}>
          {`Transcript of ${recording.title}`}
        </label>
        <textarea
          id={fieldId}
          className="aayra-input sf-textarea"
          value={transcript.text}
          placeholder={transcribed ? 'What you said appears here; correct it as you like.' : 'Type what this recording explains.'}
          onChange={(event) => transcript.edit(event.target.value)}
          onBlur={transcript.flush}
          aria-describedby={`${fieldId}-saved`}
        />
        <p className="aayra-field__hint" id={`${fieldId}-saved`} aria-live="polite">
          {transcriptSaveText(transcript.state)}
        </p>
      </div>
      <div className="sf-row">
        <Button
          size="sm"
          variant="danger"
          onClick={() => remove.mutate(recording)}
          loading={remove.isPending}
          aria-label={`Delete ${recording.title}`}
        >
          Delete
        </Button>
      </div>
    </MaterialItem>
  );
}
