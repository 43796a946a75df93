import { useEffect, useState } from 'react';

/**
 * True while `active`, and once it has turned true, for at least `minimumMs` in total,
 * so a fast operation does not flash an overlay for a single frame.
 */
export function useMinimumDisplay(active: boolean, minimumMs: number): boolean {
  const [lastActive, setLastActive] = useState(active);
  const [holding, setHolding] = useState(active);
  // Adjusting state while rendering (not in an effect) so the first frame is already shown.
  if (active !== lastActive) {
    setLastActive(active);
    if (active) setHolding(true);
  }
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setHolding(false), minimumMs);
    return () => clearTimeout(timer);
  }, [holding, minimumMs]);
  return active || holding;
}
