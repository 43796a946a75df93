// Stages 1 and 2 together: the material every provider starts from, cleaned and checked.
import { cleanMaterial } from './clean.ts';
import { checkMaterialSize, segmentMaterial, type SegmentedMaterial } from './segment.ts';
import type { StudyNote } from '../core/types.ts';

export { MAX_MATERIAL_CHARACTERS, MIN_MATERIAL_FACTS, MIN_MATERIAL_WORDS } from './segment.ts';

/**
 * Applies the upload guardrails (decisions.md): empty, oversized or too short material is refused
 * with a message the learner can act on; personal data is redacted; the text is only ever data.
 */
export function prepareMaterial(notes: readonly StudyNote[]): SegmentedMaterial {
  checkMaterialSize(notes.map((note) => note.text));
  return segmentMaterial(cleanMaterial(notes));
}
