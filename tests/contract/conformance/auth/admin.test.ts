/**
 * The admin API (supabase-js auth.admin), as a study group's server would use it to manage its
 * learners: only with the service role's key; a learner's token or the anon key is "User not allowed".
 */
import { describe, expect, it } from 'vitest';
import { followEmailLink, waitForEmail } from '../../../support/email-link';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers, refusesAsNotSupported } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { clientWith } from './clients';

const UNKNOWN_LEARNER = '5b2f3c1e-7a0d-4e52-9c61-2d8e4f7a9b03';
const BADLY_WRITTEN_ADDRESS = 'amara:;notes@x.x';
const INVALID_FORMAT = 'Unable to validate email address: invalid format';

describe.each(conformanceStacks)('the admin API ($name)', (stack) => {
  const service = clientFor(stack, stack.serviceRoleKey);
  const admin = service.auth.admin;

  it('serves the service role only: the anon key and a learner token are "User not allowed"', async () => {
    const viaAnonKey = await clientFor(stack).auth.admin.listUsers();
    expect(viaAnonKey.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const email = uniqueEmail('learner');
    const learner = clientFor(stack);
    const { data } = await learner.auth.signUp({ email, password: PASSWORD });
    const asLearner = clientWith(stack, { token: data.session!.access_token }).auth.admin;
    expect((await asLearner.createUser({ email: uniqueEmail('sneaky'), password: PASSWORD })).error).toMatchObject({ status: 403, message: 'User not allowed' });
    expect((await asLearner.deleteUser(data.user!.id)).error).toMatchObject({ status: 403 });
    // Still there: the refused delete did nothing.
    expect((await admin.getUserById(data.user!.id)).data.user?.email).toBe(email);
  });

  it(covers('auth-js', 'GoTrueApi › GoTrueAdminApi › User creation › createUser() returns AuthError when email is invalid', 'refuses to create a learner with a badly written address'), async () => {
    const { data, error } = await admin.createUser({ email: BADLY_WRITTEN_ADDRESS, password: PASSWORD });
    expect(error?.message).toBe(INVALID_FORMAT);
    expect(data.user).toBeNull();
  });

  it('creates a confirmed learner with metadata, who can then sign in', async () => {
    const email = uniqueEmail('created');
    const { data, error } = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: 'Bilal' },
      app_metadata: { study_group: 'biology-101' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Bilal' }, app_metadata: { provider: 'email', study_group: 'biology-101' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const signedIn = await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.app_metadata.study_group).toBe('biology-101');
    const again = await admin.createUser({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it(covers('auth-js', 'GoTrueApi › GoTrueAdminApi › List users › listUsers() returns AuthError when page is invalid', 'refuses a page number below one, with no learners'), async () => {
    const { data, error } = await admin.listUsers({ page: -1, perPage: 10 });
    expect(error).toMatchObject({ status: 400 });
    expect(data.users).toEqual([]);
  });

  it('lists learners a page at a time, with the total and the next page in the headers', async () => {
    for (const name of ['chen', 'dana']) expect((await admin.createUser({ email: uniqueEmail(name), password: PASSWORD })).error).toBeNull();
    const { data, error } = await admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect('total' in data && data.total).toBeGreaterThanOrEqual(2);
    expect('nextPage' in data && data.nextPage).toBe(2);
    const second = await admin.listUsers({ page: 2, perPage: 1 });
    expect(second.data.users[0]?.id).not.toBe(data.users[0]?.id);
  });

  it('refuses by name what it cannot do for a learner: banning, a phone number', async () => {
    const { data } = await admin.createUser({ email: uniqueEmail('unbanned'), password: PASSWORD });
    expect((await admin.updateUserById(data.user!.id, { ban_duration: '24h' })).error).toMatchObject({ status: 422, code: 'not_implemented', message: 'The local stack does not support banning users' });
    expect((await admin.createUser({ phone: '+15555550123', password: PASSWORD })).error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
  });

  it(covers('auth-js', 'GoTrueApi › GoTrueAdminApi › Get user › getUserById() returns AuthError when user id is invalid', 'answers an unknown learner id with an error'), async () => {
    const { data, error } = await admin.getUserById(UNKNOWN_LEARNER);
    expect(error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect(data.user).toBeNull();
  });

  it(covers('auth-js', 'GoTrueApi › GoTrueAdminApi › Update User › updateUserById() returns AuthError when user id is invalid', 'refuses to update an unknown learner'), async () => {
    const { data, error } = await admin.updateUserById(UNKNOWN_LEARNER, { email: uniqueEmail('nobody') });
    expect(error).toMatchObject({ status: 404 });
    expect(data.user).toBeNull();
  });

  it('updates a learner by id: new address, merged metadata, new password', async () => {
    const { data: created } = await admin.createUser({ email: uniqueEmail('mover'), password: PASSWORD, email_confirm: true, user_metadata: { subject: 'chemistry', level: 1 } });
    const newEmail = uniqueEmail('moved');
    const { data, error } = await admin.updateUserById(created.user!.id, { email: newEmail, password: 'Spaced-repetition-7', user_metadata: { level: 2 } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: newEmail, user_metadata: { subject: 'chemistry', level: 2 } });
    expect((await clientFor(stack).auth.signInWithPassword({ email: newEmail, password: 'Spaced-repetition-7' })).error).toBeNull();
  });

  it(covers('auth-js', 'GoTrueApi › GoTrueAdminApi › User deletes › deleteUser() returns AuthError when user id is invalid', 'refuses to delete an unknown learner'), async () => {
    const { data, error } = await admin.deleteUser(UNKNOWN_LEARNER);
    expect(error).toMatchObject({ status: 404 });
    expect(data.user).toBeNull();
  });

  it('deletes a learner, or soft-deletes one: either way the learner can no longer sign in', async () => {
    for (const soft of [false, true]) {
      const email = uniqueEmail(soft ? 'soft' : 'hard');
      const { data: created } = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
      const session = (await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
      const sentBefore = (await admin.generateLink({ type: 'magiclink', email })).data.properties!.action_link;
      expect((await admin.deleteUser(created.user!.id, soft)).error).toBeNull();
      // A link sent before the delete no longer signs anyone in.
      expect((await followEmailLink(sentBefore)).error).toBe('otp_expired');
      expect((await admin.getUserById(created.user!.id)).error).toMatchObject({ status: 404 });
      expect((await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD })).error?.message).toBe('Invalid login credentials');
      expect((await clientFor(stack).auth.getUser(session.access_token)).error).not.toBeNull();
      // The address is free again.
      expect((await admin.createUser({ email, password: PASSWORD })).error).toBeNull();
    }
  });

  it(covers('auth-js', 'GoTrueApi › GoTrueAdminApi › User registration › inviteUserByEmail() returns AuthError when email is invalid', 'refuses to invite a badly written address'), async () => {
    const { data, error } = await admin.inviteUserByEmail(BADLY_WRITTEN_ADDRESS);
    expect(error?.message).toBe(INVALID_FORMAT);
    expect(data.user).toBeNull();
  });

  it('invites a learner through the outbox: following the invitation signs them in, confirmed', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin.inviteUserByEmail(email, { data: { study_group: 'physics' }, redirectTo: 'http://127.0.0.1:3000/welcome' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { study_group: 'physics' } });
    expect(data.user?.invited_at).toBeTruthy();
    const message = await waitForEmail(stack.url, email, 'You have been invited');
    const followed = await followEmailLink(message.link);
    expect(followed.type).toBe('invite');
    expect(followed.location.startsWith('http://127.0.0.1:3000/welcome#')).toBe(true);
    const { data: user } = await clientFor(stack).auth.getUser(followed.session!.access_token);
    expect(user.user?.email_confirmed_at).toBeTruthy();
    // A confirmed learner cannot be invited again.
    expect((await admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it(covers('auth-js', 'GoTrueApi › GoTrueAdminApi › User registration › generateLink() returns AuthError when email is invalid', 'refuses to make a link for a badly written address'), async () => {
    const { data, error } = await admin.generateLink({ type: 'signup', email: BADLY_WRITTEN_ADDRESS, password: PASSWORD });
    expect(error?.message).toBe(INVALID_FORMAT);
    expect(data.user).toBeNull();
    expect(data.properties).toBeNull();
  });

  it('generates sign-up, magic and recovery links without mailing them; each signs in once', async () => {
    const email = uniqueEmail('linked');
    const signup = await admin.generateLink({ type: 'signup', email, password: PASSWORD, options: { data: { subject: 'history' } } });
    expect(signup.error).toBeNull();
    expect(signup.data.user).toMatchObject({ email, user_metadata: { subject: 'history' } });
    expect(signup.data.properties).toMatchObject({ verification_type: 'signup', email_otp: expect.stringMatching(/^\d{6}$/) });
    const auth = clientFor(stack).auth;
    const confirmed = await auth.verifyOtp({ type: 'signup', token_hash: signup.data.properties!.hashed_token });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect((await auth.verifyOtp({ type: 'signup', token_hash: signup.data.properties!.hashed_token })).error).toMatchObject({ status: 403, code: 'otp_expired' });

    const magic = await admin.generateLink({ type: 'magiclink', email });
    expect((await clientFor(stack).auth.verifyOtp({ type: 'magiclink', email, token: magic.data.properties!.email_otp })).data.session).not.toBeNull();
    const recovery = await admin.generateLink({ type: 'recovery', email });
    const followed = await followEmailLink(recovery.data.properties!.action_link);
    expect(followed.type).toBe('recovery');
    expect((await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') })).error).toMatchObject({ status: 404 });
  });

  it(covers('auth-js', 'GoTrueApi › GoTrueAdminApi › User authentication › signOut() › signOut() with an invalid access token', 'refuses to sign out a token it cannot verify'), async () => {
    const { error } = await admin.signOut('not-a-study-session-token');
    expect(error?.message).toMatch(/^invalid JWT/);
  });

  it('signs a learner out everywhere from the server: the refresh token stops working', async () => {
    const email = uniqueEmail('signed-out');
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const { data } = await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect((await admin.signOut(data.session!.access_token, 'global')).error).toBeNull();
    expect((await clientFor(stack).auth.refreshSession({ refresh_token: data.session!.refresh_token })).error).not.toBeNull();
  });

  it(covers('auth-js', ['GoTrueApi › GoTrueAdminApi › MFA Admin › mfa.listFactors returns AuthError for invalid user', 'GoTrueApi › GoTrueAdminApi › MFA Admin › mfa.deleteFactors returns AuthError for invalid user'], 'answers the factors of an unknown learner with an error'), async () => {
    const listed = await admin.mfa.listFactors({ userId: UNKNOWN_LEARNER });
    expect(listed.data).toBeNull();
    expect(listed.error).toMatchObject({ status: 404 });
    const deleted = await admin.mfa.deleteFactor({ userId: UNKNOWN_LEARNER, id: UNKNOWN_LEARNER });
    expect(deleted.data).toBeNull();
    expect(deleted.error).toMatchObject({ status: 404 });
  });

  it('lists and deletes a learner’s factors', async () => {
    const email = uniqueEmail('factors');
    const learner = clientFor(stack);
    const { data } = await learner.auth.signUp({ email, password: PASSWORD });
    const enrolled = await learner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Study phone' });
    expect(enrolled.error).toBeNull();
    const listed = await admin.mfa.listFactors({ userId: data.user!.id });
    expect(listed.data?.factors.map((f) => f.friendly_name)).toEqual(['Study phone']);
    expect((await admin.mfa.deleteFactor({ userId: data.user!.id, id: enrolled.data!.id })).error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: data.user!.id })).data?.factors).toEqual([]);
  });

  it(
    refusesAsNotSupported(
      'auth-js',
      [
        'GoTrueApi › GoTrueAdminApi › OAuth Admin › Error Handling › createClient() returns AuthError with invalid redirect_uris',
        'GoTrueApi › GoTrueAdminApi › OAuth Admin › Error Handling › getClient() returns AuthError for non-existent client',
        'GoTrueApi › GoTrueAdminApi › OAuth Admin › Edge Cases › createClient() works with minimal required fields',
        'GoTrueApi › GoTrueAdminApi › OAuth Admin › Edge Cases › createClient() accepts multiple redirect_uris',
        'GoTrueApi › GoTrueAdminApi › OAuth Admin › Edge Cases › updateClient() accepts partial updates',
        'GoTrueApi › GoTrueAdminApi › OAuth Admin › Core Lifecycle › oauth client lifecycle: create, get, update, delete',
        'GoTrueApi › GoTrueAdminApi › OAuth Admin › Listing & Secret Regeneration › listClients() returns registered OAuth clients with pagination',
        'GoTrueApi › GoTrueAdminApi › OAuth Admin › Listing & Secret Regeneration › regenerateClientSecret() generates new secret',
      ],
      'answers the OAuth 2.1 server admin with an error naming it',
    ),
    async () => {
      const refusal = { status: 422, code: 'not_implemented', message: 'The local stack does not support the OAuth 2.1 server' };
      expect((await admin.oauth.createClient({ client_name: 'Flashcards', redirect_uris: [] })).error).toMatchObject(refusal);
      expect((await admin.oauth.getClient('00000000-0000-0000-0000-000000000000')).error).toMatchObject(refusal);
      expect((await admin.oauth.createClient({ client_name: 'Flashcards', redirect_uris: ['https://example.com/callback'] })).error).toMatchObject(refusal);
      const many = await admin.oauth.createClient({ client_name: 'Flashcards', redirect_uris: ['https://example.com/callback', 'http://localhost:3000/callback'] });
      expect(many.error).toMatchObject(refusal);
      expect(many.data).toBeNull();
      const someClient = '00000000-0000-0000-0000-000000000000';
      expect((await admin.oauth.updateClient(someClient, { logo_uri: 'https://example.com/new-logo.png' })).error).toMatchObject(refusal);
      expect((await admin.oauth.deleteClient(someClient)).error).toMatchObject(refusal);
      expect((await admin.oauth.listClients({ page: 1, perPage: 2 })).error).toMatchObject(refusal);
      expect((await admin.oauth.regenerateClientSecret(someClient)).error).toMatchObject(refusal);
    },
  );
});
