import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from '@aayra/app-contract/router';
import { useAtom } from 'jotai';
import { useQueryClient } from '@aayra/supabase/query';
import { Button, ErrorPanel, Spinner } from '@aayra/design-system/components';
import { currentStudySessionAtom, type CurrentStudySession } from '@aayra/supabase/current-session';
import { paths } from '@aayra/app-contract/routes';
import { SessionTimer } from '../../../components/SessionTimer';
import { SessionTimerCues } from '../../../components/SessionTimerCues';
import { announcePhaseOver, endsNow } from '../../../lib/phase-end-cues';
import { phasePath } from '../../../lib/phase-path';
import { minutesToMs, pauseTimer, resumeTimer, startTimer, type TimerFields } from '../../../lib/session-clock';
import { BREAK_MINUTES } from '@aayra/supabase/product-constants';
import { STATUS_ERROR_MESSAGE, updateSessionStatus } from '../../../lib/update-session-status';
import { useSaveTimer } from '../../../lib/use-save-timer';
import { useSessionTimer } from '../../../lib/use-session-timer';

/** Long enough to read 'Completing session...', short enough not to keep the learner waiting. */
export const HOME_AFTER_MS = 1500;

/** What the break's end says in a system notification, beside the alarm. */
export const breakOverBody = (sessionName: string | undefined) =>
  sessionName ? `${sessionName} is complete. Well done!` : 'Ready for your next session?';

export default function BreakTimerPage() {
  const [session] = useAtom(currentStudySessionAtom);
  if (!session) return <BreakTimer />;
  if (session.status !== 'break_in_progress') return <Navigate to={phasePath(session.status)} replace />;
  return <BreakTimer session={session} />;
}

/** The break of the current session, or a default 5-minute break when there is none. */
function BreakTimer({ session }: { session?: CurrentStudySession }) {
  const [, setSession] = useAtom(currentStudySessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const totalMs = minutesToMs(session?.breakdurationminutes ?? BREAK_MINUTES.default);
  const [localTimer, setLocalTimer] = useState<TimerFields>(() => startTimer(totalMs, Date.now()));
  const timerFields: TimerFields = session ?? localTimer;
  const timer = useSessionTimer(timerFields, totalMs);
  const [phase, setPhase] = useState<'break' | 'completing' | 'failed'>('break');
  const ending = useRef(false);

  const saveTimer = useSaveTimer(session);
  const setTimer = (next: TimerFields) => (session ? saveTimer.save(next) : setLocalTimer(next));

  // A break that was never started (its move was made without a deadline) starts when shown.
  const { save } = saveTimer;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !session || session.timerEndsAt !== null || session.timerRemainingMs !== null) return;
    started.current = true;
    save(startTimer(totalMs, Date.now()));
  }, [session, save, totalMs]);

  // At zero or on Skip: completed (the database schedules review stage 1), cleared, then home.
  const complete = useCallback(async () => {
    ending.current = true;
    setPhase('completing');
    try {
      if (session) await updateSessionStatus(session, 'completed');
    } catch {
      ending.current = false;
      setPhase('failed');
      return;
    }
    if (session) setSession(null);
    void queryClient.invalidateQueries();
    setTimeout(() => void navigate(paths.home), HOME_AFTER_MS);
  }, [navigate, queryClient, session, setSession]);

  // Zero, unlike Skip Break, is a moment the learner may not be watching: the alarm and the
  // notification tell them (not for a break that ended while no device showed it).
  const sessionName = session?.sessionname;
  useEffect(() => {
    if (timer.state !== 'completed' || ending.current || phase !== 'break') return;
    if (endsNow(timerFields.timerEndsAt)) announcePhaseOver('Break', breakOverBody(sessionName));
    void complete();
  }, [timer.state, complete, phase, timerFields.timerEndsAt, sessionName]);

  return (
    <section className="sf-page" aria-labelledby="page-title">
      <div className="sf-stack">
        <h1 id="page-title">Break Timer</h1>
        {/* The session is cleared as soon as it is completed: a line about it would then contradict the page. */}
        {phase !== 'completing' && (
          <p className="sf-subtitle">{session ? `${session.sessionname}: rest before your next session.` : 'No session in progress: a short break.'}</p>
        )}
      </div>
      {phase === 'completing' ? (
        <div className="sf-timer" role="status">
          <Spinner size="lg" />
          <p>Completing session...</p>
        </div>
      ) : (
        <SessionTimer
          label="Break time remaining"
          tone="success"
          state={timer.state}
          remainingMs={timer.remainingMs}
          totalMs={totalMs}
          onStart={() => setTimer(startTimer(totalMs, Date.now()))}
          onPause={() => setTimer(pauseTimer(timerFields, totalMs, Date.now()))}
          onResume={() => setTimer(resumeTimer(timerFields, totalMs, Date.now()))}
        >
          <Button variant="ghost" size="lg" onClick={() => void complete()}>
            Skip Break
          </Button>
        </SessionTimer>
      )}
      <SessionTimerCues phase="Break" running={phase === 'break' && timer.state === 'running'} remainingMs={timer.remainingMs} />
      {phase === 'failed' && <ErrorPanel title={STATUS_ERROR_MESSAGE} onRetry={() => void complete()} />}
      {saveTimer.failed && <p className="sf-message" role="alert">{STATUS_ERROR_MESSAGE}: the timer could not be saved. Try again.</p>}
    </section>
  );
}
