import { useState } from 'react';
import { Button, ConfirmDialog, formatCountdown } from '@aayra/design-system/components';

interface FinishFocusButtonProps {
  remainingMs: number;
  totalMs: number;
  /** The move to upload is under way. */
  finishing: boolean;
  onFinish: () => void;
}

/** More than half the focus left is worth a second thought: it may be a slip of the finger. */
export function asksFirst(remainingMs: number, totalMs: number): boolean {
  return remainingMs > totalMs / 2;
}

/**
 * I'm done ends the focus now, the way zero does: the session moves on to its upload. With more
 * than half the time left it asks first; Cancel leaves the timer as it was, running or paused.
 */
export function FinishFocusButton({ remainingMs, totalMs, finishing, onFinish }: FinishFocusButtonProps) {
  const [asking, setAsking] = useState(false);
  const finish = () => {
    setAsking(false);
    onFinish();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="lg"
        loading={finishing}
        loadingLabel="Finishing..."
        onClick={asksFirst(remainingMs, totalMs) ? () => setAsking(true) : finish}
      >
        I&apos;m done
      </Button>
      <ConfirmDialog
        open={asking}
        title="Finish focus now?"
        message={`You have ${formatCountdown(remainingMs / 1000)} of focus time left. Your session moves on to Upload, as when the timer ends.`}
        confirmLabel="Finish focus"
        onConfirm={finish}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
