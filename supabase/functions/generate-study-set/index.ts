// Makes the study set (summary, flashcards, quiz) of a session from its material and stores it
// under the caller's own JWT. Invoked by the upload page with { sessionId }; answers
// { studySetId, provider }, 422 with a message the learner can act on, or another error.
import { callerClient, signedInLearner } from '../_shared/caller-client.ts';
import { jsonResponse, preflight } from '../_shared/cors.ts';
import { requestField } from '../_shared/request-field.ts';
import { inLearnersOrder, notesOf, storeStudySet } from '../_shared/study-set/store-study-set.ts';
import { StudyMaterialError } from '../_shared/study-set/core/study-material-error.ts';
import { providerFromEnv } from '../_shared/study-set/study-set-provider.ts';
import { ownTermsOfSubject } from './own-terms.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (request: Request) => {
  const answered = preflight(request);
  if (answered) return answered;
  const client = callerClient(request);
  const learner = await signedInLearner(request, client);
  if (!learner) return jsonResponse({ error: 'Sign in to generate a study set' }, 401);

  const sessionId = await requestField(request, 'sessionId');
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return jsonResponse({ error: 'sessionId must be a session id' }, 400);

  try {
    const session = await client.from('studysessions').select('sessionid, status, subjectname').eq('sessionid', sessionId).maybeSingle();
    if (session.error) throw session.error;
    // Row-level security hides other learners' sessions: to this caller they do not exist.
    if (!session.data) return jsonResponse({ error: 'Session not found' }, 404);
    const { status, subjectname } = session.data;
    if (status !== 'uploading' && status !== 'validating') {
      return jsonResponse({ error: 'This session is not waiting for study material' }, 409);
    }

    const materials = await client.from('studymaterials').select('materialid, kind, title, content, position, createdat').eq('sessionid', sessionId);
    if (materials.error) throw materials.error;
    const ordered = inLearnersOrder(materials.data.filter((material) => material.content.trim().length > 0));

    const provider = providerFromEnv((name) => Deno.env.get(name));
    // The learner's other sets of the subject lend wrong options; without them the set is made all the same.
    const ownTerms = await ownTermsOfSubject(client, sessionId, subjectname).catch((error: unknown) => {
      console.warn('Could not read the learner\'s own terms of the subject', error);
      return [];
    });
    const set = await provider.generate(notesOf(ordered), { ownTerms });
    const studySetId = await storeStudySet(client, sessionId, set, ordered);

    if (status === 'uploading') {
      const moved = await client.from('studysessions').update({ status: 'validating' }).eq('sessionid', sessionId);
      if (moved.error) throw moved.error;
    }
    return jsonResponse({ studySetId, provider: set.provider });
  } catch (error) {
    if (error instanceof StudyMaterialError) return jsonResponse({ error: error.message }, 422);
    console.error('Error generating study set', error);
    return jsonResponse({ error: 'The study set could not be generated. Please try again.' }, 500);
  }
});
