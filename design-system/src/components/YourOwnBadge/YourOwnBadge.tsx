import { Badge } from '../Badge/Badge';

/** Marks a flashcard or question the learner wrote, so it is never taken for a generated one. */
export function YourOwnBadge() {
  return <Badge tone="primary">Your own</Badge>;
}
