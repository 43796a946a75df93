import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from '@aayra/app-contract/router';
import { useAtom } from 'jotai';
import { ErrorPanel } from '@aayra/design-system/components';
import { currentStudySessionAtom, type CurrentStudySession } from '@aayra/supabase/current-session';
import { paths } from '@aayra/app-contract/routes';
import { SessionTimer } from '../../../components/SessionTimer';
import { SessionTimerCues } from '../../../components/SessionTimerCues';
import { announcePhaseOver, endsNow } from '../../../lib/phase-end-cues';
import { phasePath } from '../../../lib/phase-path';
import { IDLE_TIMER, minutesToMs, pauseTimer, resumeTimer, startTimer, type TimerFields } from '../../../lib/session-clock';
import { STATUS_ERROR_MESSAGE, updateSessionStatus } from '../../../lib/update-session-status';
import { useSaveTimer } from '../../../lib/use-save-timer';
import { useSessionTimer } from '../../../lib/use-session-timer';
import { FOCUS_MINUTES } from '@aayra/supabase/product-constants';
import { useFiveMinuteWarning } from '../use-five-minute-warning';
import { FinishFocusButton } from './FinishFocusButton';

/** What the focus's end says in a system notification, beside the alarm. */
export const focusOverBody = (sessionName: string) => `${sessionName}: add what you studied to get a summary, flashcards and a quiz.`;

export default function FocusTimerPage() {
  const [session] = useAtom(currentStudySessionAtom);
  if (!session) return <StandaloneFocusTimer />;
  if (session.status !== 'focus_in_progress') return <Navigate to={phasePath(session.status)} replace />;
  return <SessionFocusTimer session={session} />;
}

function SessionFocusTimer({ session }: { session: CurrentStudySession }) {
  const [, setSession] = useAtom(currentStudySessionAtom);
  const navigate = useNavigate();
  const totalMs = minutesToMs(session.focusdurationminutes);
  const timer = useSessionTimer(session, totalMs);
  const [failed, setFailed] = useState(false);
  const finishing = useRef(false);
  const [finishingNow, setFinishingNow] = useState(false);
  const saveTimer = useSaveTimer(session);
  useFiveMinuteWarning(timer.remainingMs, timer.state === 'running' && !finishingNow, totalMs);

  // At zero, or on I'm done: the session moves on to its upload, the only move out of focus, the
  // same move either way. A deadline that passed while no device showed the session (the tab was
  // closed) ends it too.
  const finish = useCallback(async () => {
    finishing.current = true;
    setFinishingNow(true);
    setFailed(false);
    try {
      await updateSessionStatus(session, 'uploading');
      setSession({ ...session, status: 'uploading', ...IDLE_TIMER });
      void navigate(paths.upload);
    } catch {
      finishing.current = false;
      setFinishingNow(false);
      setFailed(true);
    }
  }, [navigate, session, setSession]);

  useEffect(() => {
    if (timer.state !== 'completed' || finishing.current || failed) return;
    if (endsNow(session.timerEndsAt)) announcePhaseOver('Focus', focusOverBody(session.sessionname));
    void finish();
  }, [timer.state, finish, failed, session.timerEndsAt, session.sessionname]);

  const finishable = (timer.state === 'running' || timer.state === 'paused') && !failed;
  return (
    <FocusTimerView
      subtitle={session.sessionname}
      timer={timer}
      totalMs={totalMs}
      fields={session}
      onFieldsChange={saveTimer.save}
      actions={finishable && <FinishFocusButton remainingMs={timer.remainingMs} totalMs={totalMs} finishing={finishingNow} onFinish={() => void finish()} />}
    >
      {failed && <ErrorPanel title={STATUS_ERROR_MESSAGE} message="Your focus time is saved." onRetry={() => void finish()} />}
      {saveTimer.failed && <p className="sf-message" role="alert">{STATUS_ERROR_MESSAGE}: the timer could not be saved. Try again.</p>}
    </FocusTimerView>
  );
}

/** With no session the timer still works, with the default 25 minutes, and saves nothing. */
function StandaloneFocusTimer() {
  const totalMs = minutesToMs(FOCUS_MINUTES.default);
  const [timerFields, setTimerFields] = useState<TimerFields>(IDLE_TIMER);
  const timer = useSessionTimer(timerFields, totalMs);
  useFiveMinuteWarning(timer.remainingMs, timer.state === 'running', totalMs);
  const rang = useRef(false);
  useEffect(() => {
    if (timer.state !== 'completed' || rang.current) return;
    rang.current = true;
    announcePhaseOver('Focus', 'Time for a break.');
  }, [timer.state]);

  return (
    <FocusTimerView
      subtitle="No session in progress: this timer is not saved. Start a new session to keep your work."
      timer={timer}
      totalMs={totalMs}
      fields={timerFields}
      onFieldsChange={setTimerFields}
    />
  );
}

interface FocusTimerViewProps {
  subtitle: string;
  timer: ReturnType<typeof useSessionTimer>;
  totalMs: number;
  /** Where the deadline is kept: the current session, or this page alone when there is none. */
  fields: TimerFields;
  onFieldsChange: (next: TimerFields) => void;
  /** More buttons beside Pause and Resume, e.g. I'm done. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The focus timer as the learner sees it, with or without a session behind it. */
function FocusTimerView({ subtitle, timer, totalMs, fields, onFieldsChange, actions, children }: FocusTimerViewProps) {
  return (
    <section className="sf-page" aria-labelledby="page-title">
      <div className="sf-stack">
        <h1 id="page-title">Focus Timer</h1>
        <p className="sf-subtitle">{subtitle}</p>
      </div>
      <SessionTimer
        label="Focus time remaining"
        state={timer.state}
        remainingMs={timer.remainingMs}
        totalMs={totalMs}
        onStart={() => onFieldsChange(startTimer(totalMs, Date.now()))}
        onPause={() => onFieldsChange(pauseTimer(fields, totalMs, Date.now()))}
        onResume={() => onFieldsChange(resumeTimer(fields, totalMs, Date.now()))}
      >
        {actions}
      </SessionTimer>
      <SessionTimerCues phase="Focus" running={timer.state === 'running'} remainingMs={timer.remainingMs} />
      {children}
    </section>
  );
}
