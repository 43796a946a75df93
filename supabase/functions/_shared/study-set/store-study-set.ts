import type { SupabaseClient } from '@supabase/supabase-js';
import type { StudyNote, StudySet } from './core/types.ts';

/** A session's material as stored in studymaterials. */
export interface StoredMaterial {
  materialid: string;
  kind: string;
  title: string;
  content: string;
  createdat: string;
}

/**
 * The order the generator reads material in, which the upload page's workload estimate follows:
 * typed notes by their number ('Note 1', 'Note 2'... as the learner arranged them), then files,
 * links and recordings in the order they were added.
 */
export function inNoteOrder(materials: readonly StoredMaterial[]): StoredMaterial[] {
  const numberOf = (material: StoredMaterial) =>
    material.kind === 'text' ? Number(/(\d+)\s*$/.exec(material.title)?.[1] ?? Number.MAX_SAFE_INTEGER) : Number.POSITIVE_INFINITY;
  return [...materials].sort(
    (a, b) =>
      numberOf(a) - numberOf(b) ||
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
  client: SupabaseClient,
  sessionId: string,
  set: StudySet,
  materials: readonly StoredMaterial[],
): Promise<string> {
  const removed = await client.from('studysets').delete().eq('sessionid', sessionId);
  if (removed.error) throw failed('replacing the previous set', removed.error);
  const created = await client.from('studysets').insert({ sessionid: sessionId, provider: set.provider, language: set.language }).select('studysetid').single();
  if (created.error) throw failed('creating the set', created.error);
  const studysetid = (created.data as { studysetid: string }).studysetid;
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
