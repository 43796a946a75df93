/**
 * What the local stack does not do, it says so: each Supabase feature it lacks answers with a
 * message naming the feature (Storage with 501; Auth with 422 and its own code for a feature turned
 * off, as supabase-js reads any 5xx from Auth as a network failure and drops the message), never a
 * misleading 401 or 404, never the work of another route; what a hosted project turns off by
 * default answers with Supabase Auth's own error. Each test
 * names the official client-suite behaviour it stands for.
 */
import { describe, expect, it } from 'vitest';
import { clientFor, newLearner, PASSWORD, stacks, uniqueEmail } from './support/stacks';

const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}`], { type: 'application/pdf' });

/** The status and message an error from supabase-js carries, whichever library raised it. */
function refusal(error: unknown) {
  const e = error as { status?: number; statusCode?: string | number; message?: string } | null;
  return { status: Number(e?.status ?? e?.statusCode), message: e?.message ?? '' };
}

describe.each(stacks.filter((stack) => stack.local))('features the local stack does not have, on $name', (stack) => {
  const anon = clientFor(stack);
  const service = clientFor(stack, stack.serviceRoleKey);

  // auth-js admin tests (GoTrueAdminApi: listUsers, createUser, inviteUserByEmail, generateLink)
  it('answers the admin API with an error naming it', async () => {
    const listed = await service.auth.admin.listUsers();
    expect(refusal(listed.error)).toEqual({ status: 422, message: 'The local stack does not support the admin API' });
    expect((listed.error as { code?: string }).code).toBe('not_implemented');
    const created = await service.auth.admin.createUser({ email: uniqueEmail('admin'), password: PASSWORD });
    expect(refusal(created.error).message).toBe('The local stack does not support the admin API');
    const invited = await service.auth.admin.inviteUserByEmail(uniqueEmail('invite'));
    expect(refusal(invited.error).message).toBe('The local stack does not support invitations');
  });

  // auth-js GoTrueClient "signInWithOtp" (e-mail OTP and magic link)
  it('answers a one-time password or magic link sign-in as turned off, naming it', async () => {
    const { error } = await anon.auth.signInWithOtp({ email: uniqueEmail('otp') });
    expect(refusal(error)).toEqual({ status: 422, message: 'The local stack does not support one-time passwords and magic links' });
    expect((error as { code?: string }).code).toBe('otp_disabled');
  });

  // auth-js docker-tests anonymous-disabled "fail to sign in anonymously when it is disabled"
  it('refuses anonymous sign-in as a hosted project does by default', async () => {
    const { data, error } = await anon.auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(refusal(error)).toEqual({ status: 422, message: 'Anonymous sign-ins are disabled' });
  });

  // auth-js GoTrueClient "signUp with phone" against a project with the phone provider off
  it('refuses a sign-up by phone as a hosted project without a phone provider does', async () => {
    const { data, error } = await anon.auth.signUp({ phone: '+15555550123', password: PASSWORD });
    expect(data.session).toBeNull();
    expect(refusal(error)).toEqual({ status: 400, message: 'Phone signups are disabled' });
  });

  // auth-js GoTrueClient "exchangeCodeForSession" (the PKCE flow's token grant)
  it('answers the PKCE grant with an error naming it', async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: 'a-code', code_verifier: 'a-verifier' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error_code: 'not_implemented', msg: 'The local stack does not support the PKCE flow' });
  });

  // storage-js bucket tests (createBucket, getBucket, listBuckets, emptyBucket, deleteBucket)
  it('answers bucket management with 501, and the project’s buckets stay as migrations made them', async () => {
    const created = await service.storage.createBucket(`bucket-${Date.now()}`);
    expect(refusal(created.error)).toEqual({ status: 501, message: 'The local stack does not support managing buckets (create them in a migration)' });
    expect(refusal((await service.storage.listBuckets()).error).status).toBe(501);
    expect(refusal((await service.storage.emptyBucket('study-materials')).error).status).toBe(501);
  });

  // storage-js object tests "move", "copy", "info", "listV2", "createSignedUploadUrl"
  it('answers move, copy, info, list-v2 and signed upload URLs with 501, touching no object', async () => {
    const { id, client } = await newLearner(stack, 'not-supported');
    const materials = client.storage.from('study-materials');
    expect((await materials.upload(`${id}/notes.pdf`, pdf('notes'))).error).toBeNull();
    const outcomes = {
      move: await materials.move(`${id}/notes.pdf`, `${id}/moved.pdf`),
      copy: await materials.copy(`${id}/notes.pdf`, `${id}/copied.pdf`),
      info: await materials.info(`${id}/notes.pdf`),
      listV2: await materials.listV2({ prefix: id }),
      signedUpload: await materials.createSignedUploadUrl(`${id}/later.pdf`),
    };
    const features = {
      move: 'moving objects',
      copy: 'copying objects',
      info: 'object info',
      listV2: 'listing objects with list-v2',
      signedUpload: 'signed upload URLs',
    };
    for (const [name, outcome] of Object.entries(outcomes)) {
      expect(refusal(outcome.error), name).toEqual({ status: 501, message: `The local stack does not support ${features[name as keyof typeof features]}` });
    }
    const listed = await materials.list(id);
    expect(listed.data?.map((entry) => entry.name)).toEqual(['notes.pdf']);
  });
});
