// The term the material is about: what all its other terms are kinds or parts of, so never a
// blank nor an option beside them, and the first point a summary makes.
import type { FoundFacts } from './facts.ts';

/** The term the material is about, when its first heading names one of its key terms. */
export function topicOf(facts: FoundFacts): string | null {
  const heading = facts.material.units.find((unit) => unit.kind === 'heading')?.text.toLowerCase();
  if (!heading) return null;
  let topic: string | null = null;
  for (const key of facts.terms.terms.keys()) if (heading.includes(key) && key.length > (topic?.length ?? 0)) topic = key;
  return topic;
}
