import type { CallerClient } from '../caller-client.ts';
import type { StudyNote, StudySet } from './core/types.ts';

/** A session's material as stored in studymaterials. */
export interface StoredMaterial {
  materialid: string;
  kind: string;
  title: string;
  content: string;
  /** The place the learner gave it (studymaterials.position). */
  position: number;
  createdat: string;
}

/**
 * The order the generator reads material in, which the upload page's workload estimate follows:
 * typed notes in the places the learner gave them, then files, links and recordings in theirs
 * (the order they were added).
 */
export function inLearnersOrder(materials: readonly StoredMaterial[]): StoredMaterial[] {
  const typedFirst = (material: StoredMaterial) => (material.kind === 'text' ? 0 : 1);
  return [...materials].sort(
    (a, b) =>
      typedFirst(a) - typedFirst(b) ||
      a.position - b.position ||
      a.createdat.localeCompare(b.createdat) ||
      a.materialid.localeCompare(b.materialid),
  );
}

/** Only material with readable text feeds the generator (files without text are kept, not used). */
export function notesOf(materials: readonly StoredMaterial[]): StudyNote[] {
  return materials.map((material) => ({ kind: 'text', text: material.content }));
}

function failed(step: string, error: { message: string }): Error {
  return new Error(`Storing the study set failed at ${step}: ${error.message}`);
}

/**
 * Stores a study set for a session through the caller's own client, so row-level security
 * decides; a set made earlier for the session is replaced. On failure nothing half-made is left.
 */
export async function storeStudySet(
  client: CallerClient,
  sessionId: string,
  set: StudySet,
  materials: readonly StoredMaterial[],
): Promise<string> {
  const removed = await client.from('studysets').delete().eq('sessionid', sessionId);
  if (removed.error) throw failed('replacing the previous set', removed.error);
  const created = await client.from('studysets').insert({ sessionid: sessionId, provider: set.provider, language: set.language }).select('studysetid').single();
  if (created.error) throw failed('creating the set', created.error);
  const { studysetid } = created.data;
  const materialOf = (note: number) => materials[note]?.materialid ?? null;
  try {
    const writes = await Promise.all([
      client.from('summarypoints').insert(
        set.summary.map((point, position) => ({
          studysetid, position, text: point.text, materialid: materialOf(point.source.note), sourcepassage: point.source.sentence,
        })),
      ),
      client.from('flashcards').insert(
        set.flashcards.map((card, position) => ({
          studysetid, position, front: card.front, back: card.back, materialid: materialOf(card.source.note), sourcepassage: card.source.sentence,
        })),
      ),
      client.from('quizquestions').insert(
        set.quiz.map((question, position) => ({
          studysetid,
          position,
          question: question.prompt,
          options: question.options,
          correctoption: question.correctIndex,
          explanation: question.explanation,
          materialid: materialOf(question.source.note),
          sourcepassage: question.source.sentence,
        })),
      ),
    ]);
    const error = writes.find((write) => write.error)?.error;
    if (error) throw failed('storing its items', error);
  } catch (error) {
    await client.from('studysets').delete().eq('studysetid', studysetid);
    throw error;
  }
  return studysetid;
}
