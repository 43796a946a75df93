import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from '@aayra/app-contract/router';
import { useAtom } from 'jotai';
import { Button, Card, Tabs } from '@aayra/design-system/components';
import { currentStudySessionAtom, type CurrentStudySession } from '@aayra/supabase/current-session';
import { paths } from '@aayra/app-contract/routes';
import { NoSession } from '../../../components/NoSession';
import { phasePath } from '../../../lib/phase-path';
import { useSessionMaterials } from '../api/session-materials';
import { useSubmitStudyMaterial } from '../api/submit-study-material';
import { checkMaterial } from '../material-rules';
import { useTypedNotes } from '../notes/use-typed-notes';
import { FileMaterials } from './FileMaterials';
import { LinkMaterials } from './LinkMaterials';
import { TextNotes } from './TextNotes';
import { VoiceRecordings } from './VoiceRecordings';
import { WorkloadEstimate } from './WorkloadEstimate';

export default function UploadPage() {
  const [session] = useAtom(currentStudySessionAtom);
  if (!session) return <NoSession title="Upload" />;
  if (session.status !== 'uploading') return <Navigate to={phasePath(session.status)} replace />;
  // One page per session: another session's notes never carry over into this one's.
  return <UploadMaterial key={session.sessionid} session={session} />;
}

const STILL_ADDING = 'Some material is still being added: wait until it shows what will be studied, then submit.';

function UploadMaterial({ session }: { session: CurrentStudySession }) {
  const [, setSession] = useAtom(currentStudySessionAtom);
  const navigate = useNavigate();
  // Typed notes are kept on this device at every key and with the session a second later.
  const { notes, change: setNotes, forget: forgetNotes, saveProblem } = useTypedNotes(session.sessionid);
  const [checked, setChecked] = useState(false);
  // Tabs with material on its way (a file being read, a page being fetched, a recording uploading).
  const [busyTabs, setBusyTabs] = useState<ReadonlySet<string>>(new Set());
  const [waitShown, setWaitShown] = useState(false);
  const busyIn = useCallback(
    (tab: string) => (busy: boolean) =>
      setBusyTabs((tabs) => {
        if (tabs.has(tab) === busy) return tabs;
        const next = new Set(tabs);
        if (busy) next.add(tab);
        else next.delete(tab);
        return next;
      }),
    [],
  );
  const [busyTab] = useState(() => ({ file: busyIn('file'), link: busyIn('link'), voice: busyIn('voice') }));
  const stored = useSessionMaterials(session.sessionid);
  const submit = useSubmitStudyMaterial();
  // Files, links and recordings are stored as they are added; their text joins the typed notes.
  const added = (stored.data ?? []).map((material) => material.content);
  const check = checkMaterial(notes, added);
  const shown = checked ? check : { noteErrors: {}, materialError: null };
  const waiting = waitShown && busyTabs.size > 0 ? STILL_ADDING : null;
  const problem = waiting ?? shown.materialError ?? submit.error?.message ?? stored.error?.message ?? saveProblem ?? null;

  const nextId = () => `n${Math.max(0, ...notes.map((note) => Number(note.id.slice(1)) || 0)) + 1}`;

  const onSubmit = () => {
    setWaitShown(busyTabs.size > 0);
    if (busyTabs.size > 0) return;
    setChecked(true);
    if (check.materialError || Object.keys(check.noteErrors).length > 0) return;
    submit.mutate(
      { sessionId: session.sessionid, notes: notes.map((note) => note.text.trim()).filter((text) => text !== '') },
      {
        onSuccess: () => {
          forgetNotes();
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
            { id: 'file', label: 'File', panel: <FileMaterials sessionId={session.sessionid} onBusyChange={busyTab.file} /> },
            { id: 'link', label: 'Link', panel: <LinkMaterials sessionId={session.sessionid} onBusyChange={busyTab.link} /> },
            { id: 'voice', label: 'Voice', panel: <VoiceRecordings sessionId={session.sessionid} onBusyChange={busyTab.voice} /> },
          ]}
        />
      </Card>
      <WorkloadEstimate texts={[...notes.map((note) => note.text), ...added]} />
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
