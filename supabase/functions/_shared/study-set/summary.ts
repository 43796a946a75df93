// Stage 6: the summary. One key point per section of the material (per paragraph when it has no
// headings), so a long text is summarised across its length, not by its three most central
// sentences. A point that starts with a pronoun ("It takes place...") means nothing alone and is
// skipped.
import type { FoundFacts, UnitFacts } from './facts.ts';
import type { KeyPoint } from './types.ts';

const PRONOUNS = new Set(
  'it its they their them this these those he she his her such both there here él ella ellos ellas esto este esta estos estas eso su sus यह वह ये वे इसका इसकी इसके उसका उसकी उसके इन्हें उन्हें इसे उसे'.split(' '),
);
const FIRST_WORD = /^[\p{L}\p{M}]+/u;

function opensWithPronoun(text: string): boolean {
  return PRONOUNS.has(FIRST_WORD.exec(text)?.[0].toLowerCase() ?? '');
}

const MIN_POINTS = 3;
const MAX_POINTS = 7;

export function summarise(facts: FoundFacts): KeyPoint[] {
  const usable = facts.units.filter((unitFacts) => !opensWithPronoun(unitFacts.unit.text));
  // Topics: sections when the material has headings, else paragraphs.
  const sections = new Set(usable.map((unitFacts) => unitFacts.unit.section));
  let block = -1;
  const blockOf = new Map<number, number>();
  for (const unitFacts of facts.units) {
    if (unitFacts.unit.opensBlock || block < 0) block += 1;
    blockOf.set(unitFacts.unit.index, block);
  }
  const topicOf = (unitFacts: UnitFacts) => (sections.size >= MIN_POINTS ? unitFacts.unit.section : blockOf.get(unitFacts.unit.index) ?? 0);
  const topics = new Map<number, UnitFacts[]>();
  for (const unitFacts of usable) {
    const list = topics.get(topicOf(unitFacts)) ?? [];
    list.push(unitFacts);
    topics.set(topicOf(unitFacts), list);
  }
  // More topics than points: neighbouring topics share a point, evenly over the material.
  const groups: UnitFacts[][] = [];
  const topicLists = [...topics.values()];
  const perGroup = Math.ceil(topicLists.length / MAX_POINTS);
  for (let at = 0; at < topicLists.length; at += perGroup) groups.push(topicLists.slice(at, at + perGroup).flat());

  // The point of a section says what its heading names ("Homeostasis is..."), a definition if it can.
  const namesHeading = (unitFacts: UnitFacts) => {
    const heading = unitFacts.unit.heading?.toLowerCase();
    const term = unitFacts.definition?.term.toLowerCase();
    return heading !== undefined && term !== undefined && (heading.includes(term) || term.includes(heading)) ? 1 : 0;
  };
  const best = (list: readonly UnitFacts[]) =>
    [...list].sort(
      (a, b) =>
        namesHeading(b) - namesHeading(a) ||
        Number(b.definition !== null) - Number(a.definition !== null) ||
        b.score - a.score ||
        a.unit.index - b.unit.index,
    );
  const chosen = new Set<UnitFacts>();
  for (const group of groups) {
    const top = best(group)[0];
    if (top) chosen.add(top);
  }
  // Fewer topics than three: the next best facts of the largest ones.
  const rest = best(usable);
  for (const unitFacts of rest) {
    if (chosen.size >= MIN_POINTS) break;
    chosen.add(unitFacts);
  }
  return [...chosen]
    .sort((a, b) => a.unit.index - b.unit.index)
    .map((unitFacts) => ({ text: unitFacts.unit.text, source: { note: unitFacts.unit.note, sentence: unitFacts.unit.text } }));
}
