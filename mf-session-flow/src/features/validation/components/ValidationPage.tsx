import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Navigate, useNavigate } from '@aayra/app-contract/router';
import { useAtom } from 'jotai';
import { Button, Card, ConnectionNeeded, EmptyState, ErrorPanel, Spinner, Tabs, useToast } from '@aayra/design-system/components';
import { FlashcardDialog, QuestionDialog, type StudyFlashcard, type StudyQuestion } from '@aayra/design-system/study';
import { currentStudySessionAtom, type CurrentStudySession } from '@aayra/supabase/current-session';
import { smallSetNote } from '@aayra/study-set/set-size';
import { waitsForConnection } from '@aayra/supabase/query-defaults';
import { paths } from '@aayra/app-contract/routes';
import { NoSession } from '../../../components/NoSession';
import { phasePath } from '../../../lib/phase-path';
import { forgetStored } from '@aayra/supabase/device-storage';
import { useStoredState } from '../../../lib/use-stored-state';
import { useAddOwnFlashcard, useAddOwnQuestion } from '../api/add-own-items';
import { useFinishValidation } from '../api/finish-validation';
import { useStudySet, type StudySetRecord } from '../api/get-study-set';
import { useRegenerateStudySet } from '../api/regenerate-study-set';
import { clampIndex, initialProgress, keptAnswers, keptIndex, quizTally, shapedStudySet, type ValidationProgress, type ValidationStep } from '../validation-progress';
import type { RecentDrop } from './DroppedUndo';
import { FlashcardsStep } from './FlashcardsStep';
import { QuizStep } from './QuizStep';
import { SummaryStep } from './SummaryStep';
import { TakeBreakButton } from './TakeBreakButton';
import { CHANGES_KEPT_ON_DEVICE, useUnsavedChanges } from './use-unsaved-changes';
import { useFocusShownStep } from './use-focus-shown-step';

export default function ValidationPage() {
  const [session] = useAtom(currentStudySessionAtom);
  if (!session) return <NoSession title="Validation" />;
  if (session.status !== 'validating' && session.status !== 'incomplete') return <Navigate to={phasePath(session.status)} replace />;
  return <SessionValidation session={session} />;
}

function SessionValidation({ session }: { session: CurrentStudySession }) {
  const studySet = useStudySet(session.sessionid);
  const regenerate = useRegenerateStudySet();
  return (
    <section className="sf-page" aria-labelledby="page-title">
      <div className="sf-stack">
        <h1 id="page-title">Validation</h1>
        <p className="sf-subtitle">{session.sessionname}: check what you learned, fix anything that is off, then take a break.</p>
      </div>
      {waitsForConnection(studySet) ? <ConnectionNeeded /> : studySet.isPending && <Spinner label="Loading your study set" />}
      {studySet.isError && <ErrorPanel title="Your study set could not be loaded" onRetry={() => void studySet.refetch()} retrying={studySet.isFetching} />}
      {studySet.data === null && (
        <EmptyState
          title="No study set yet"
          description={regenerate.error?.message ?? 'Its generation was interrupted. Generate it again from the material you added.'}
          action={
            <Button variant="primary" loading={regenerate.isPending} loadingLabel="Generating..." onClick={() => regenerate.mutate(session.sessionid)}>
              Generate Study Set
            </Button>
          }
        />
      )}
      {studySet.data && <StudySetSteps session={session} studySet={studySet.data} />}
    </section>
  );
}

type Editing =
  | { kind: 'card'; card: StudyFlashcard }
  | { kind: 'question'; question: StudyQuestion }
  | { kind: 'new-card' }
  | { kind: 'new-question' }
  | null;

function StudySetSteps({ session, studySet }: { session: CurrentStudySession; studySet: StudySetRecord }) {
  const [, setSession] = useAtom(currentStudySessionAtom);
  const navigate = useNavigate();
  const { toast } = useToast();
  const progressKey = `aayra.sessionFlow.validation.${session.sessionid}`;
  const [progress, setProgress] = useStoredState<ValidationProgress>(progressKey, initialProgress);
  const { unsaved, change, saveAll, forget, waiting, refusal } = useUnsavedChanges(session.sessionid, progressKey);
  const [editing, setEditing] = useState<Editing>(null);
  const [recentDrop, setRecentDrop] = useState<RecentDrop | null>(null);
  const finish = useFinishValidation(saveAll);
  const addFlashcard = useAddOwnFlashcard();
  const addQuestion = useAddOwnQuestion();
  // Kept between renders, so an answer or a move to another step leaves the steps' items as they
  // were and each memoized step draws again only when what it shows changed.
  const shaped = useMemo(() => shapedStudySet(studySet, unsaved), [studySet, unsaved]);
  const cardIndex = clampIndex(progress.cardIndex, shaped.flashcards.length);
  const questionIndex = clampIndex(progress.questionIndex, shaped.quiz.length);
  const question = shaped.quiz[questionIndex];
  // The summary is hidden while an answer is given: it catches up after the verdict is shown.
  const summaryAnswers = useDeferredValue(progress.answers);
  const tally = quizTally(shaped.quiz, progress.answers);
  const { stepsRef, willMoveStep } = useFocusShownStep(progress.step);
  const small = useMemo(() => {
    const generated = (items: readonly { authoredByLearner?: boolean }[]) => items.filter((item) => !item.authoredByLearner).length;
    return smallSetNote(generated(studySet.flashcards), generated(studySet.quiz));
  }, [studySet]);

  const update = useCallback((fields: Partial<ValidationProgress>) => setProgress((previous) => ({ ...previous, ...fields })), [setProgress]);
  const answer = useCallback(
    (questionId: string, choice: number) =>
      setProgress((previous) => ({ ...previous, answers: { ...previous.answers, [questionId]: choice } })),
    [setProgress],
  );
  const showCard = useCallback((index: number) => update({ cardIndex: index }), [update]);
  const showQuestion = useCallback((index: number) => update({ questionIndex: index }), [update]);
  const editCard = useCallback((card: StudyFlashcard) => setEditing({ kind: 'card', card }), []);
  const editQuestion = useCallback((question: StudyQuestion) => setEditing({ kind: 'question', question }), []);
  const addCard = useCallback(() => setEditing({ kind: 'new-card' }), []);
  const addOwnQuestion = useCallback(() => setEditing({ kind: 'new-question' }), []);
  // A drop is stored with the session at once; Undo, offered for a few seconds, brings the item
  // back to its place.
  const drop = useCallback(
    (id: string, what: RecentDrop['what']) => {
      change({ kind: 'dropped', id, value: true });
      setRecentDrop({ id, what });
    },
    [change],
  );
  const undoDrop = useCallback(
    ({ id, what }: RecentDrop) => {
      const restored = { ...unsaved, dropped: { ...unsaved.dropped, [id]: false } };
      change({ kind: 'dropped', id, value: false });
      setRecentDrop(null);
      if (what === 'Flashcard') update({ cardIndex: keptIndex(studySet.flashcards, id, restored) });
      else update({ questionIndex: keptIndex(studySet.quiz, id, restored) });
    },
    [change, studySet, unsaved, update],
  );
  const undoExpired = useCallback(() => setRecentDrop(null), []);
  const goToStep = useCallback(
    (next: ValidationStep) => {
      willMoveStep();
      update({ step: next });
    },
    [update, willMoveStep],
  );

  const takeBreak = () => {
    finish.mutate(
      {
        sessionId: session.sessionid,
        sessionname: session.sessionname,
        status: session.status,
        // What Take a Break stores: a dropped question leaves with its answer.
        answers: keptAnswers(shaped.quiz, progress.answers),
        breakMinutes: session.breakdurationminutes,
      },
      {
        onSuccess: (breakTimer) => {
          forgetStored(progressKey);
          forget();
          setSession({ ...session, status: 'break_in_progress', ...breakTimer });
          void navigate(paths.breakTimer);
        },
      },
    );
  };

  return (
    <>
      {small && <p className="sf-subtitle">{small}</p>}
      {/* The steps' panels, for moving focus to the one a step button shows. */}
      <div ref={stepsRef}>
        <Card>
          <Tabs
            label="Validation steps"
            selectedId={progress.step}
            onSelectedChange={(id) => update({ step: id as ValidationStep })}
            items={[
              {
                id: 'flashcards',
                label: `Flashcards (${shaped.flashcards.length})`,
                panel: (
                  <FlashcardsStep
                    cards={shaped.flashcards}
                    index={cardIndex}
                    language={studySet.language}
                    recentDrop={recentDrop?.what === 'Flashcard' ? recentDrop : null}
                    onIndexChange={showCard}
                    onEdit={editCard}
                    onDrop={drop}
                    onUndo={undoDrop}
                    onUndoExpired={undoExpired}
                    onAdd={addCard}
                    onGoToStep={goToStep}
                  />
                ),
              },
              {
                id: 'quiz',
                label: `Quiz (${shaped.quiz.length})`,
                panel: (
                  <QuizStep
                    question={question}
                    index={questionIndex}
                    total={shaped.quiz.length}
                    answer={question && progress.answers[question.id]}
                    language={studySet.language}
                    recentDrop={recentDrop?.what === 'Question' ? recentDrop : null}
                    onAnswer={answer}
                    onIndexChange={showQuestion}
                    onEdit={editQuestion}
                    onDrop={drop}
                    onUndo={undoDrop}
                    onUndoExpired={undoExpired}
                    onAdd={addOwnQuestion}
                    onGoToStep={goToStep}
                  />
                ),
              },
              {
                id: 'summary',
                label: 'Summary',
                panel: (
                  <SummaryStep summary={shaped.summary} quiz={shaped.quiz} answers={summaryAnswers} language={studySet.language} onGoToStep={goToStep} />
                ),
              },
            ]}
          />
        </Card>
      </div>
      {refusal && (
        <p className="sf-message" role="alert">
          {refusal}
        </p>
      )}
      {waiting && (
        <p className="sf-subtitle" role="status">
          {CHANGES_KEPT_ON_DEVICE}
        </p>
      )}
      {finish.error && (
        <p className="sf-message" role="alert">
          {finish.error.message}
        </p>
      )}
      {progress.step === 'summary' && (
        <div className="sf-row sf-row--end">
          <TakeBreakButton
            questions={shaped.quiz.length}
            unanswered={shaped.quiz.length - tally.answered}
            saving={finish.isPending}
            onTakeBreak={takeBreak}
          />
        </div>
      )}
      {editing?.kind === 'card' && (
        <FlashcardDialog
          title="Edit Flashcard"
          initial={editing.card}
          onClose={() => setEditing(null)}
          onSave={(card) => {
            change({ kind: 'card', id: editing.card.id, value: card });
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === 'question' && (
        <QuestionDialog
          title="Edit Question"
          initial={editing.question}
          onClose={() => setEditing(null)}
          onSave={(edited) => {
            change({ kind: 'question', id: editing.question.id, value: edited });
            setEditing(null);
          }}
        />
      )}
      {/* The learner's own items are stored at once and join the set last, like any generated item. */}
      {editing?.kind === 'new-card' && (
        <FlashcardDialog
          title="Add Flashcard"
          onClose={() => setEditing(null)}
          onSave={async (card) => {
            await addFlashcard.mutateAsync({ sessionId: session.sessionid, studysetid: studySet.studysetid, item: card });
            update({ step: 'flashcards', cardIndex: shaped.flashcards.length });
            setEditing(null);
            toast({ title: 'Flashcard added', description: 'It is part of this study set and its reviews.' });
          }}
        />
      )}
      {editing?.kind === 'new-question' && (
        <QuestionDialog
          title="Add Question"
          onClose={() => setEditing(null)}
          onSave={async (question) => {
            await addQuestion.mutateAsync({ sessionId: session.sessionid, studysetid: studySet.studysetid, item: question });
            update({ step: 'quiz', questionIndex: shaped.quiz.length });
            setEditing(null);
            toast({ title: 'Question added', description: 'It is part of this study set and its reviews.' });
          }}
        />
      )}
    </>
  );
}
