// Stage 6: the summary. The topic's own definition when the material gives one, then one key point
// per section of the material (per paragraph when it has no headings), so a long text is summarised
// across its length, not by its three most central sentences. A point must stand alone (the item
// gate's test: no "It takes place...", no lecture header), be more than a bare formula, and say
// something no other point says.
import type { FoundFacts, UnitFacts } from '../facts/facts.ts';
import { standsAlone } from '../material/stands-alone.ts';
import { topicOf as topicTermOf } from '../facts/topic.ts';
import type { KeyPoint } from '../core/types.ts';

/** A line that is a formula and little else ("$PV = nRT$"): no key idea on its own. */
function bareFormula(text: string): boolean {
  return /\$/.test(text) && (text.replace(/\$[^$]*\$/g, ' ').match(/[\p{L}]{2,}/gu) ?? []).length < 4;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);

/** Whether two points say much the same: most of the shorter one's words are the other's. */
function sameIdea(a: string, b: string): boolean {
  const [short, long] = [wordsOf(a), wordsOf(b)].sort((x, y) => x.size - y.size) as [Set<string>, Set<string>];
  let shared = 0;
  for (const word of short) if (long.has(word)) shared += 1;
  return short.size > 0 && shared / short.size >= 0.7;
}

const MIN_POINTS = 3;
const MAX_POINTS = 7;

export function summarise(facts: FoundFacts): KeyPoint[] {
  const language = facts.material.language;
  const usable = facts.units.filter((unitFacts) => standsAlone(unitFacts.unit, language) && !bareFormula(unitFacts.unit.text));
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
  const add = (unitFacts: UnitFacts | undefined) => {
    if (!unitFacts || chosen.size >= MAX_POINTS || [...chosen].some((other) => sameIdea(other.unit.text, unitFacts.unit.text))) return false;
    chosen.add(unitFacts);
    return true;
  };
  const topic = topicTermOf(facts);
  add(usable.find((unitFacts) => topic !== null && unitFacts.definition?.term.toLowerCase() === topic));
  for (const group of groups) {
    for (const unitFacts of best(group)) if (chosen.has(unitFacts) || add(unitFacts)) break;
  }
  // Fewer topics than three: the next best facts of the largest ones.
  for (const unitFacts of best(usable)) {
    if (chosen.size >= MIN_POINTS) break;
    add(unitFacts);
  }
  return [...chosen]
    .sort((a, b) => a.unit.index - b.unit.index)
    .map((unitFacts) => ({ text: unitFacts.unit.text, source: { note: unitFacts.unit.note, sentence: unitFacts.unit.text } }));
}
