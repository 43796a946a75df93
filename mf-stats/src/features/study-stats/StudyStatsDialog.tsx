import type { StudyStatsDialogProps } from '@aayra/supabase/remote-contract';
import { studyStatsTitle } from './study-stats-title';

export function StudyStatsDialog({ open, onClose }: StudyStatsDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="study-stats-title" className="study-stats" data-page-pending="true">
      <h2 id="study-stats-title">{studyStatsTitle}</h2>
      <p>Your study figures are not available yet.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
