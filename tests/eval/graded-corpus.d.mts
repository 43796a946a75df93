export const corpusDir: string;
export const GRADES: string[];
export const GOALS: { questionsGood: number; cardsGood: number; mostBad: number };
export const FLOOR: { cardsGood: number; questionsGood: number; cardsBad: number; questionsBad: number };
type Counts = { GOOD: number; WEAK: number; BAD: number };
export interface Tally {
  cards: Counts;
  questions: Counts;
  ungraded: number;
  refused: number;
}
export function corpusMaterials(): { name: string; file: string; text: string; language: string }[];
export function itemsOf(set: { flashcards: { front: string; back: string }[]; quiz: { prompt: string; options: string[]; correctIndex: number; explanation: string }[] }): {
  kind: 'card' | 'question';
  shown: string;
  key: string;
}[];
export function gradesOf(name: string): Record<string, { grade: string; reason: string; shown: string }>;
export function emptyTally(): Tally;
export function tallyInto(tally: Tally, items: { kind: string; key: string }[], grades: Record<string, { grade: string }>): Tally;
export function missedGoals(tally: Tally): string[];
export function describeCounts(counts: Counts): string;
