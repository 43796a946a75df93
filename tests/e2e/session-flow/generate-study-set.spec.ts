import { expect } from '@playwright/test';
import type { FunctionsHttpError } from '@supabase/supabase-js';
import { signUpLearner, type TestLearner } from '../../support/learners';
import { test } from '../signed-in';
import { moveSessionThroughApi, sessionStatus, startSessionThroughApi, studyMaterial } from './session-flow-support';

async function invoke(learner: TestLearner, sessionId: string) {
  const { data, error } = await learner.client.functions.invoke('generate-study-set', { body: { sessionId } });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('the generate-study-set function makes and stores a study set only for its caller, from enough material', async ({ newLearner }) => {
  const learner = await signUpLearner({ displayname: 'Generating Learner' });
  // A learner of no part in this session, who only tries to reach it.
  const stranger = newLearner;
  const session = await startSessionThroughApi(learner, 'Economics', 'Supply and demand');
  await moveSessionThroughApi(learner, session.sessionid, 'uploading');

  // Too short: a message to act on, and nothing changes.
  await learner.client.from('studymaterials').insert({ sessionid: session.sessionid, kind: 'text', title: 'Note 1', content: 'Demand falls as prices rise.' });
  const short = await invoke(learner, session.sessionid);
  expect(short.status).toBe(422);
  expect(short.body.error).toMatch(/too short to build a study set/);
  expect(await sessionStatus(learner, session.sessionid)).toBe('uploading');

  await learner.client.from('studymaterials').delete().eq('sessionid', session.sessionid);
  await learner.client
    .from('studymaterials')
    .insert({ sessionid: session.sessionid, kind: 'text', title: 'Note 1', content: studyMaterial('economics-supply-demand') });

  // Another learner's session does not exist for the stranger.
  const foreign = await invoke(stranger, session.sessionid);
  expect(foreign).toEqual({ status: 404, body: { error: 'Session not found' } });
  expect((await learner.client.from('studysets').select('studysetid')).data).toEqual([]);

  const made = await invoke(learner, session.sessionid);
  expect(made.status).toBe(200);
  expect(made.body.provider).toBe('local');
  expect(await sessionStatus(learner, session.sessionid)).toBe('validating');
  const { data: set } = await learner.client
    .from('studysets')
    .select('studysetid, summarypoints(text), flashcards(front, back, materialid, sourcepassage), quizquestions(options, correctoption, sourcepassage)')
    .eq('sessionid', session.sessionid)
    .single();
  expect(set?.studysetid).toBe(made.body.studySetId);
  expect(set?.flashcards.length).toBeGreaterThanOrEqual(8);
  expect(set?.quizquestions.length).toBeGreaterThanOrEqual(8);
  for (const card of set?.flashcards ?? []) {
    expect(card.materialid).not.toBeNull();
    expect(card.sourcepassage.toLowerCase()).toContain(card.back.toLowerCase());
  }
  expect((await stranger.client.from('flashcards').select('flashcardid')).data).toEqual([]);
});
