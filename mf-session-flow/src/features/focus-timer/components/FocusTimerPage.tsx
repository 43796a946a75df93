import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from '@aayra/app-contract/router';
import { useAtom } from 'jotai';
import { ErrorPanel } from '@aayra/design-system/components';
import { currentStudySessionAtom, type CurrentStudySession } from '@aayra/supabase/current-session';
import { paths } from '@aayra/app-contract/routes';
import { SessionTimer } from '../../../components/SessionTimer';
import { playAlarm } from '../../../lib/alarm';
import { phasePath } from '../../../lib/phase-path';
import { IDLE_TIMER, minutesToMs, pauseTimer, resumeTimer, startTimer, type TimerFields } from '../../../lib/session-clock';
import { STATUS_ERROR_MESSAGE, updateSessionStatus } from '../../../lib/update-session-status';
import { useSaveTimer } from '../../../lib/use-save-timer';
import { useSessionTimer } from '../../../lib/use-session-timer';
import { DEFAULT_FOCUS_MINUTES } from '../../../lib/session-defaults';
import { useFiveMinuteWarning } from '../use-five-minute-warning';

/** How long after the deadline the alarm still rings when the page first sees the focus is over. */
const ALARM_WINDOW_MS = 60_000;

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
  const saveTimer = useSaveTimer(session);
  useFiveMinuteWarning(timer.remainingMs, timer.state === 'running', totalMs);

  // At zero: the alarm, then the session moves on to its upload, the only move out of focus. A
  // deadline that passed while no device showed the session (the tab was closed) ends it too.
  const finish = useCallback(async () => {
    finishing.current = true;
    setFailed(false);
    try {
      await updateSessionStatus(session, 'uploading');
      setSession({ ...session, status: 'uploading', ...IDLE_TIMER });
      void navigate(paths.upload);
    } catch {
      finishing.current = false;
      setFailed(true);
    }
  }, [navigate, session, setSession]);

  useEffect(() => {
    if (timer.state !== 'completed' || finishing.current || failed) return;
    // The alarm is for a focus ending now, not for one that ended while no device showed it.
    if (session.timerEndsAt === null || Date.now() - session.timerEndsAt < ALARM_WINDOW_MS) playAlarm();
    void finish();
  }, [timer.state, finish, failed, session.timerEndsAt]);

  return (
    <FocusTimerView subtitle={session.sessionname} timer={timer} totalMs={totalMs} fields={session} onFieldsChange={saveTimer.save}>
      {failed && <ErrorPanel title={STATUS_ERROR_MESSAGE} message="Your focus time is saved." onRetry={() => void finish()} />}
      {saveTimer.failed && <p className="sf-message" role="alert">{STATUS_ERROR_MESSAGE}: the timer could not be saved. Try again.</p>}
    </FocusTimerView>
  );
}

/** With no session the timer still works, with the default 25 minutes, and saves nothing. */
function StandaloneFocusTimer() {
  const totalMs = minutesToMs(DEFAULT_FOCUS_MINUTES);
  const [timerFields, setTimerFields] = useState<TimerFields>(IDLE_TIMER);
  const timer = useSessionTimer(timerFields, totalMs);
  useFiveMinuteWarning(timer.remainingMs, timer.state === 'running', totalMs);
  const rang = useRef(false);
  useEffect(() => {
    if (timer.state !== 'completed' || rang.current) return;
    rang.current = true;
    playAlarm();
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
  children?: ReactNode;
}

/** The focus timer as the learner sees it, with or without a session behind it. */
function FocusTimerView({ subtitle, timer, totalMs, fields, onFieldsChange, children }: FocusTimerViewProps) {
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
      />
      {children}
    </section>
  );
}
