import { Badge } from '@aayra/design-system/components';

/** Where a session is in its review cycle: 'Stage N', or 'Mastered' once stage 6 is done. */
export function StageBadge({ stage, mastered }: { stage: number | null; mastered: boolean }) {
  if (mastered) return <Badge tone="success">Mastered</Badge>;
  if (stage === null) return null;
  return <Badge tone="primary">Stage {stage}</Badge>;
}
