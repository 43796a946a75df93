import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type * as Workload from '@aayra/study-set/workload';

type WorkloadModule = typeof Workload;

const SEPARATOR = '\u0000';

/**
 * What the learner takes on before submitting: the cards and questions the study set will have and
 * the minutes each review day will take, updated as material is added or removed.
 */
export function WorkloadEstimate({ texts }: { texts: readonly string[] }) {
  // The generator is loaded only here, as its own chunk: no other page needs it.
  const [rules, setRules] = useState<WorkloadModule | null>(null);
  useEffect(() => {
    let current = true;
    void import('@aayra/study-set/workload').then((module) => current && setRules(module));
    return () => {
      current = false;
    };
  }, []);
  // The estimate runs the generator itself: typing stays responsive while it catches up. The texts'
  // content, not the array's identity, decides it.
  const material = useDeferredValue(texts.join(SEPARATOR));
  const estimate = useMemo(() => {
    const notes = material
      .split(SEPARATOR)
      .filter((text) => text.trim() !== '')
      .map((text) => ({ kind: 'text' as const, text }));
    return rules && notes.length > 0 ? { rules, ...rules.estimateWorkload(notes) } : null;
  }, [material, rules]);
  if (!estimate) return null;
  return (
    <p className="sf-estimate" aria-live="polite">
      {estimate.workload ? estimate.rules.describeWorkload(estimate.workload) : `No workload estimate yet: ${estimate.problem}`}
    </p>
  );
}
