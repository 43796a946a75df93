/**
 * What the local stack does not do, it says so: each Supabase feature it lacks answers with a
 * message naming the feature (Storage with 501; Auth with 422 and its own code for a feature turned
 * off, as supabase-js reads any 5xx from Auth as a network failure and drops the message), never a
 * misleading 401 or 404, never the work of another route; what a hosted project turns off by
 * default answers with Supabase Auth's own error. Each test
 * names the official client-suite behaviour it stands for.
 */
import { describe, expect, it } from 'vitest';
import { clientFor, newLearner, PASSWORD, stacks } from './support/stacks';

/** The status and message an error from supabase-js carries, whichever library raised it. */
function refusal(error: unknown) {
  const e = error as { status?: number; statusCode?: string | number; message?: string } | null;
  return { status: Number(e?.status ?? e?.statusCode), message: e?.message ?? '' };
}

describe.each(stacks.filter((stack) => stack.local))('features the local stack does not have, on $name', (stack) => {
  const anon = clientFor(stack);

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

  // storage-js "will download an authenticated transformed file", "sign url with transform options"
  it('answers image transformations with 501, and still serves the picture itself', async () => {
    const { id, client } = await newLearner(stack, 'not-supported');
    const pictures = client.storage.from('profile-pictures');
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 1])], { type: 'image/png' });
    expect((await pictures.upload(`${id}/avatar.png`, png)).error).toBeNull();
    const message = 'The local stack does not support image transformations';
    const resized = await pictures.download(`${id}/avatar.png`, { transform: { width: 64, height: 64 } });
    expect(refusal(resized.error)).toEqual({ status: 501, message });
    const signed = await pictures.createSignedUrl(`${id}/avatar.png`, 60, { transform: { width: 64 } });
    expect(refusal(signed.error)).toEqual({ status: 501, message });
    const whole = await pictures.download(`${id}/avatar.png`);
    expect(whole.data?.size).toBe(5);
  });
});
