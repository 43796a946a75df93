/**
 * The generate-study-set function through the real supabase-js: a material defining two organelles
 * is asked "Which term is defined as...?" with the organelles the learner's earlier set of the
 * subject defined as wrong options, and never with another learner's terms of the same subject.
 */
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { functionStacks, newLearner } from './support/stacks';

const organelles = `# Organelles

A ribosome is an organelle that builds proteins from amino acids.
A lysosome is an organelle that digests worn-out parts of the cell.
The Golgi apparatus is an organelle that packages proteins for export from the cell.
A vacuole is an organelle that stores water and keeps a plant cell firm.
The nucleus holds the cell's DNA and controls which proteins the cell makes.
Robert Hooke first described cells in 1665 after looking at cork through a microscope.
Most animal cells are between 10 and 30 micrometres across.
Plant cells also have a cell wall made of cellulose, which animal cells lack.`;

const otherLearnersOrganelles = `# Parts of the cell

A peroxisome is an organelle that breaks down fatty acids and poisons such as alcohol.
A centriole is an organelle that organises the spindle when an animal cell divides.
A nucleolus is an organelle that makes the parts of ribosomes inside the nucleus.
A plastid is an organelle that makes and stores food in the cells of plants and algae.
Matthias Schleiden wrote in 1838 that every plant is made of cells.
A human body holds about 37 trillion cells of more than 200 kinds.
Red blood cells have no nucleus, which leaves more room for haemoglobin.`;

const energy = readFileSync(new URL('../fixtures/learners-own-terms/energy-in-the-cell.md', import.meta.url), 'utf8');

async function ok<T>(answer: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await answer;
  expect(error).toBeNull();
  return data!;
}

/** A session of the subject whose material is `text`, its study set made by the function; answers the session's id. */
async function studied(client: SupabaseClient, subject: string, text: string, { complete }: { complete: boolean }): Promise<string> {
  const { sessionid } = await ok(client.from('studysessions').insert({ subjectname: subject, topicname: 'Cells' }).select('sessionid').single());
  await ok(client.from('studysessions').update({ status: 'uploading' }).eq('sessionid', sessionid).select('sessionid'));
  await ok(client.from('studymaterials').insert({ sessionid, kind: 'text', title: 'Note 1', content: text }).select('materialid'));
  await ok(client.functions.invoke('generate-study-set', { body: { sessionId: sessionid } }));
  if (complete) {
    for (const status of ['break_in_progress', 'completed']) await ok(client.from('studysessions').update({ status }).eq('sessionid', sessionid).select('sessionid'));
  }
  return sessionid;
}

async function quizOf(client: SupabaseClient, sessionId: string) {
  const { studysetid } = await ok(client.from('studysets').select('studysetid').eq('sessionid', sessionId).single());
  return ok(client.from('quizquestions').select('question, options, correctoption').eq('studysetid', studysetid));
}

describe.each(functionStacks)("the learner's own terms on $name", (stack) => {
  it('lend wrong options of the same kind to a material that defines too few, and another learner\'s never do', async () => {
    const [learner, other] = [await newLearner(stack, 'own-terms'), await newLearner(stack, 'own-terms-other')];
    await studied(other.client, 'Biology', otherLearnersOrganelles, { complete: true });
    await studied(learner.client, 'Biology', organelles, { complete: true });
    // "biology" is the learner's Biology: the subject is matched whatever its capitals.
    const quiz = await quizOf(learner.client, await studied(learner.client, 'biology', energy, { complete: false }));

    const mitochondrion = quiz.find((question) => question.question.includes('releases energy from glucose'));
    expect(mitochondrion).toBeDefined();
    const options = (mitochondrion!.options as string[]).filter((option) => option !== 'mitochondrion');
    expect(options.length).toBe(3);
    for (const option of options) expect(['chloroplast', 'ribosome', 'lysosome', 'Golgi apparatus', 'vacuole']).toContain(option);
    const everyOption = quiz.flatMap((question) => question.options as string[]);
    for (const theirs of ['peroxisome', 'centriole', 'nucleolus', 'plastid']) expect(everyOption).not.toContain(theirs);
  });
});
