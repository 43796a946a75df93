// Types of study-set-rules.mjs, for the TypeScript tests.
import type { StudySet } from '../../supabase/functions/_shared/study-set/types.ts';

export interface RuleBreak {
  item: string;
  rule: string;
  detail: string;
}

export function squash(text: string): string;
export function kindOf(option: string): { kind: string; value?: number; words?: number };
export function ruleBreaks(set: StudySet, material: string, expectedLanguage?: string): RuleBreak[];
export function itemCount(set: StudySet): number;
