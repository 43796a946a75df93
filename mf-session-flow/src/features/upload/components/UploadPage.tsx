import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { Button, Card, Tabs } from '@aayra/design-system/components';
import { currentStudySessionAtom, type CurrentStudySession } from '@aayra/supabase/current-session';
import { paths } from '@aayra/supabase/routes';
import { installSessionFlowStyles } from '../../../app/install-styles';
import { NoSession } from '../../../components/NoSession';
import { phasePath } from '../../../lib/phase-path';
import { forgetStoredState, useStoredState } from '../../../lib/use-stored-state';
import { useSubmitStudyMaterial } from '../api/submit-study-material';
import { checkMaterial, type TextNote } from '../material-rules';
import { TextNotes } from './TextNotes';

installSessionFlowStyles();

export default function UploadPage() {
  const [session] = useAtom(currentStudySessionAtom);
  if (!session) return <NoSession title="Upload" />;
  if (session.status !== 'uploading') return <Navigate to={phasePath(session.status)} replace />;
  return <UploadMaterial session={session} />;
}

const LATER = 'Adding this kind of material is not available yet: type or paste its text into a note on the Text tab.';

function UploadMaterial({ session }: { session: CurrentStudySession }) {
  const [, setSession] = useAtom(currentStudySessionAtom);
  const navigate = useNavigate();
  const draftKey = `aayra.sessionFlow.uploadDraft.${session.sessionid}`;
  const [notes, setNotes] = useStoredState<TextNote[]>(draftKey, [{ id: 'n1', text: '' }]);
  const [checked, setChecked] = useState(false);
  const submit = useSubmitStudyMaterial();
  const check = checkMaterial(notes);
  const shown = checked ? check : { noteErrors: {}, materialError: null };
  const problem = shown.materialError ?? submit.error?.message ?? null;

  const nextId = () => `n${Math.max(0, ...notes.map((note) => Number(note.id.slice(1)) || 0)) + 1}`;

  const onSubmit = () => {
    setChecked(true);
    if (check.materialError || Object.keys(check.noteErrors).length > 0) return;
    submit.mutate(
      { sessionId: session.sessionid, notes: notes.map((note) => note.text.trim()) },
      {
        onSuccess: () => {
          forgetStoredState(draftKey);
          setSession({ ...session, status: 'validating' });
          void navigate(paths.validation);
        },
      },
    );
  };

  return (
    <section className="sf-page" aria-labelledby="page-title">
      <div className="sf-stack">
        <h1 id="page-title">Upload</h1>
        <p className="sf-subtitle">{session.sessionname}: add what you studied to get a summary, flashcards and a quiz.</p>
      </div>
      <Card>
        <Tabs
          label="Material type"
          items={[
            {
              id: 'text',
              label: 'Text',
              panel: (
                <TextNotes
                  notes={notes}
                  errors={shown.noteErrors}
                  onChange={(id, text) => setNotes((all) => all.map((note) => (note.id === id ? { ...note, text } : note)))}
                  onAdd={() => setNotes((all) => [...all, { id: nextId(), text: '' }])}
                  onRemove={(id) => setNotes((all) => all.filter((note) => note.id !== id))}
                />
              ),
            },
            { id: 'file', label: 'File', panel: <p className="sf-subtitle">{LATER}</p> },
            { id: 'link', label: 'Link', panel: <p className="sf-subtitle">{LATER}</p> },
            { id: 'voice', label: 'Voice', panel: <p className="sf-subtitle">{LATER}</p> },
          ]}
        />
      </Card>
      {problem && (
        <p className="sf-message" role="alert">
          {problem}
        </p>
      )}
      <div className="sf-row sf-row--end">
        <Button variant="primary" size="lg" onClick={onSubmit} loading={submit.isPending} loadingLabel="Generating your study set...">
          Submit
        </Button>
      </div>
    </section>
  );
}
