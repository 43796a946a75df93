import { useState } from 'react';
import { Button, ConfirmDialog } from '@aayra/design-system/components';

interface TakeBreakButtonProps {
  /** Questions in the quiz (dropped ones left out). */
  questions: number;
  /** Of those, the ones not answered yet. */
  unanswered: number;
  saving: boolean;
  onTakeBreak: () => void;
}

/**
 * Take a Break ends validation. With questions still unanswered it asks first, since they will
 * not count: the score is over the answered ones.
 */
export function TakeBreakButton({
  questions,
  unanswered,
  saving,
  onTakeBreak,
}: TakeBreakButtonProps) {
  const [asking, setAsking] = useState(false);
  const takeBreak = () => {
    setAsking(false);
    onTakeBreak();
  };
  return (
    <>
      <Button
        variant="primary"
        size="lg"
        onClick={unanswered > 0 ? () => setAsking(true) : takeBreak}
        loading={saving}
        loadingLabel="Saving..."
      >
        Take a Break
      </Button>
      <ConfirmDialog
        open={asking}
        title="Take a break with questions unanswered?"
        message={`You have not answered ${unanswered} of ${questions} ${questions === 1 ? 'question' : 'questions'}. They will not count: your score is over the questions you answered.`}
        confirmLabel="Take a Break"
        onConfirm={takeBreak}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
