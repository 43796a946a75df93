import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@aayra/app-contract/router';
import { useAtom } from 'jotai';
import { Button, Card, TextField } from '@aayra/design-system/components';
import { currentStudySessionAtom, type CurrentStudySession } from '@aayra/supabase/current-session';
import { paths } from '@aayra/app-contract/routes';
import { useHomeDashboard } from '@aayra/supabase/home-dashboard';
import { askNotificationPermission } from '../../../lib/browser-notification';
import { phasePath } from '../../../lib/phase-path';
import { LIMIT_CHECK_FAILED_TEXT } from '../../../lib/session-limit-text';
import { limitReset } from '../../../lib/limit-reset';
import { useNow } from '../../../lib/use-now';
import { sessionProgressText } from '../../../lib/session-progress-text';
import { useCreateStudySession } from '../api/create-study-session';
import { usePastTopics } from '../api/get-past-topics';
import { SessionLimitNotice } from './SessionLimitNotice';
import { SuggestedTextField } from './SuggestedTextField';
import { emptyDraft, validateNewSession, type NewSessionDraft, type NewSessionErrors } from '../new-session-form';
import { BREAK_MINUTES, FOCUS_MINUTES, SUBJECT_MAX_LENGTH, TOPIC_MAX_LENGTH } from '@aayra/supabase/product-constants';

export default function NewSessionPage() {
  const navigate = useNavigate();
  const [current, setCurrent] = useAtom(currentStudySessionAtom);
  const [draft, setDraft] = useState<NewSessionDraft>(emptyDraft);
  const [errors, setErrors] = useState<NewSessionErrors>({});
  const limits = useHomeDashboard();
  const pastTopics = usePastTopics();
  const create = useCreateStudySession();

  // The database words a reached limit (null while a session can start).
  const limitMessage = limits.data?.message ?? null;
  const atLimit = limitMessage !== null;
  const reset = limits.data ? limitReset(limits.data) : null;
  // At a limit the notice above the form says it all; a refused start by the same limit would repeat it.
  const refusal = atLimit ? null : (create.error?.message ?? (limits.isError ? LIMIT_CHECK_FAILED_TEXT : null));
  const describedBy = [refusal && 'new-session-refusal', atLimit && 'new-session-limit', atLimit && reset && 'new-session-reset'];
  const topics = pastTopics.data?.topicsBySubject[draft.subject.trim()] ?? Object.values(pastTopics.data?.topicsBySubject ?? {}).flat();

  const change = (field: keyof NewSessionDraft) => (event: { target: { value: string } }) => {
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, errors: found } = validateNewSession(draft);
    setErrors(found);
    if (!values) return;
    askNotificationPermission();
    create.mutate(values, {
      onSuccess: (session) => {
        setCurrent(session);
        void navigate(paths.focusTimer);
      },
    });
  };

  if (current && current.status !== 'completed' && current.status !== 'incomplete') {
    return (
      <section className="sf-page" aria-labelledby="page-title">
        <h1 id="page-title">New Session</h1>
        <Card as="section" aria-label="Session in progress">
          <div className="sf-stack">
            <p className="sf-subtitle">
              You are in the middle of <strong>{current.sessionname}</strong>. Finish it before starting another.
            </p>
            <SessionProgress session={current} />
            <div className="sf-row">
              <Link className="aayra-button" data-variant="primary" data-size="md" to={phasePath(current.status)}>
                Continue Session
              </Link>
            </div>
          </div>
        </Card>
      </section>
    );
  }

  return (
    <section className="sf-page" aria-labelledby="page-title">
      <div className="sf-stack">
        <h1 id="page-title">New Session</h1>
        <p className="sf-subtitle">Choose what you will study, then focus until the timer ends.</p>
      </div>
      {atLimit && <SessionLimitNotice message={limitMessage} reset={reset} messageId="new-session-limit" resetId="new-session-reset" />}
      <Card as="div">
        <form onSubmit={submit} noValidate aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}>
          {/* A reached limit disables every field and Start Session at once: nothing typed could be used. */}
          <fieldset className="sf-stack sf-fieldset" disabled={atLimit}>
            <SuggestedTextField label="Subject" maxLength={SUBJECT_MAX_LENGTH} value={draft.subject} suggestions={pastTopics.data?.subjects ?? []} onChange={change('subject')} error={errors.subject} />
            <SuggestedTextField label="Topic" maxLength={TOPIC_MAX_LENGTH} value={draft.topic} suggestions={topics} onChange={change('topic')} error={errors.topic} />
            <div className="sf-grid-2">
              <TextField
                label="Focus minutes"
                type="number"
                inputMode="numeric"
                min={FOCUS_MINUTES.min}
                max={FOCUS_MINUTES.max}
                required
                value={draft.focusMinutes}
                onChange={change('focusMinutes')}
                error={errors.focusMinutes}
              />
              <TextField
                label="Break minutes"
                type="number"
                inputMode="numeric"
                min={BREAK_MINUTES.min}
                max={BREAK_MINUTES.max}
                required
                value={draft.breakMinutes}
                onChange={change('breakMinutes')}
                error={errors.breakMinutes}
              />
            </div>
            {refusal && (
              <p className="sf-message" id="new-session-refusal" role="alert">
                {refusal}
              </p>
            )}
            <div className="sf-row sf-row--end">
              <Button type="submit" variant="primary" size="lg" loading={create.isPending} loadingLabel="Starting...">
                Start Session
              </Button>
            </div>
          </fieldset>
        </form>
      </Card>
    </section>
  );
}

/** The phase and time left of the session in progress, kept current while its timer runs. */
function SessionProgress({ session }: { session: CurrentStudySession }) {
  const now = useNow(session.timerEndsAt !== null, 1000);
  return <p>{sessionProgressText(session, now)}</p>;
}
