// Reads a study file the learner stored: POST { path } answers its StudyFileText (kind, text, and
// why there is none when it cannot be read), or a 4xx { error } sentence shown next to the file.
// The file is downloaded as the caller, so row-level security decides what may be read; a path
// outside the caller's own folder is refused before anything is downloaded.
import { callerClient, signedInLearner } from '../_shared/caller-client.ts';
import { jsonResponse, preflight } from '../_shared/cors.ts';
import { requestField } from '../_shared/request-field.ts';
import { extractStudyFile, StudyFileError } from '../_shared/study-file/extract-study-file.ts';

const BUCKET = 'study-materials';

/** The path's segments when it is a plain path of a file in the bucket, else null. */
function segmentsOf(path: unknown): string[] | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > 1024) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(path)) return null;
  const segments = path.split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..') && segments.length >= 2 ? segments : null;
}

Deno.serve(async (request: Request) => {
  const answered = preflight(request);
  if (answered) return answered;
  if (request.method !== 'POST') return jsonResponse({ error: 'Send the file to read as path with POST.' }, 405);
  const client = callerClient(request);
  const learner = await signedInLearner(request, client);
  if (!learner) return jsonResponse({ error: 'Sign in to add a file.' }, 401);

  const segments = segmentsOf(await requestField(request, 'path'));
  if (!segments) return jsonResponse({ error: 'Send the path of a file in your study materials as path.' }, 400);
  if (segments[0] !== learner.id) return jsonResponse({ error: 'This file is not in your study materials.' }, 403);

  const downloaded = await client.storage.from(BUCKET).download(segments.join('/'));
  if (downloaded.error || !downloaded.data) return jsonResponse({ error: 'This file was not found in your study materials.' }, 404);

  try {
    const bytes = new Uint8Array(await downloaded.data.arrayBuffer());
    return jsonResponse(await extractStudyFile(bytes, segments[segments.length - 1] ?? ''));
  } catch (error) {
    if (error instanceof StudyFileError) return jsonResponse({ error: error.message }, 422);
    console.error('Error reading a study file', error);
    return jsonResponse({ error: 'This file could not be read. Please try again.' }, 500);
  }
});
