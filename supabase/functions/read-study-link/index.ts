// Reads a study link for the upload page: POST { url } from a signed-in learner answers
// { title, text, wordCount, excerpt, finalUrl }, or a 4xx { error } sentence shown next to the link.
// The server fetches the page, so every host on the way is checked first (see _shared/network/checked-address.ts).
import { callerClient, signedInLearner } from '../_shared/caller-client.ts';
import { jsonResponse, preflight } from '../_shared/cors.ts';
import { requestField } from '../_shared/request-field.ts';
import { readStudyLink } from '../_shared/study-link/read-study-link.ts';
import { StudyLinkError } from '../_shared/study-link/study-link-error.ts';
import { studyLinkOptions } from '../_shared/study-link/study-link-settings.ts';

Deno.serve(async (request: Request) => {
  const answered = preflight(request);
  if (answered) return answered;
  if (request.method !== 'POST') return jsonResponse({ error: 'Send the link with POST.' }, 405);
  const client = callerClient(request);
  const learner = await signedInLearner(request, client);
  if (!learner) return jsonResponse({ error: 'Sign in to add a link.' }, 401);

  const url = await requestField(request, 'url');
  if (typeof url !== 'string' || url.trim() === '' || url.length > 2048) {
    return jsonResponse({ error: 'Send the link to read as url.' }, 400);
  }

  try {
    return jsonResponse(await readStudyLink(url, studyLinkOptions((name) => Deno.env.get(name))));
  } catch (error) {
    if (error instanceof StudyLinkError) return jsonResponse({ error: error.message }, error.status);
    console.error('Error reading a study link', error);
    return jsonResponse({ error: 'This page could not be read. Please try again.' }, 422);
  }
});
