import * as supabaseClient from '@aayra/supabase/client';
import { refusalOf } from '@aayra/supabase/refusal';
import { FILE_TOO_LARGE } from '@aayra/supabase/study-file-messages';
import { STUDY_MATERIALS_BUCKET } from './session-materials';

export interface StudyFileUpload {
  /** `{userId}/{sessionId}`, from materialFolder. */
  folder: string;
  name: string;
  body: Blob;
  contentType: string;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** A name safe in a storage path: the learner still sees the original as the material's title. */
function pathName(name: string): string {
  const safe = name.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');
  return safe.slice(-80) || 'file';
}

/**
 * The backend's address and key. The client module is the shell's (a federation singleton): a shell
 * deployed before this remote has no getSupabaseSettings, so the client's own fields stand in.
 */
function backendSettings(): supabaseClient.SupabaseSettings {
  if (typeof supabaseClient.getSupabaseSettings === 'function') return supabaseClient.getSupabaseSettings();
  const client = supabaseClient.getSupabase() as unknown as { supabaseUrl: string; supabaseKey: string };
  return { url: client.supabaseUrl, anonKey: client.supabaseKey };
}

/**
 * The sentence for Storage's refusal of an upload, told by its HTTP status and its own error code
 * (`{ statusCode: '415', error: 'invalid_mime_type', message }`), never by its message's wording.
 */
export function storageRefusal(status: number, responseText: string): string {
  if (status === 413) return FILE_TOO_LARGE;
  try {
    const answer: unknown = JSON.parse(responseText);
    // Storage's own code is its `error` field.
    const code = typeof answer === 'object' && answer !== null && 'error' in answer ? answer.error : undefined;
    if (code === 'invalid_mime_type') return 'Aayra cannot store this kind of file.';
    const { message } = refusalOf(answer);
    if (message && status < 500) return message;
  } catch {
    // Not JSON: the general sentence.
  }
  return 'This file could not be stored. Please try again.';
}

/**
 * Stores a file in the learner's folder of the study-materials bucket and answers its path.
 * XMLHttpRequest rather than supabase-js, because only it reports upload progress.
 */
export async function uploadStudyFile({ folder, name, body, contentType, onProgress }: StudyFileUpload): Promise<string> {
  const { url, anonKey } = backendSettings();
  const { data } = await supabaseClient.getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('Sign in again to add material.');
  const path = `${folder}/${crypto.randomUUID()}-${pathName(name)}`;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${url}/storage/v1/object/${STUDY_MATERIALS_BUCKET}/${encoded}`);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', anonKey);
    request.setRequestHeader('Content-Type', contentType);
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      reject(new Error(storageRefusal(request.status, request.responseText)));
    };
    request.onerror = () => reject(new Error('This file could not be stored: check your connection and try again.'));
    request.send(body);
  });
  onProgress?.(1);
  return path;
}
