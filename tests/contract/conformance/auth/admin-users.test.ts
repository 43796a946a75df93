/**
 * Managing learners with the admin API (the service role's key), as the auth client's own suite
 * does it: creating them with metadata, listing, reading, updating and deleting them, links made
 * without mailing them, invitations, signing a session out and a learner's factors.
 */
import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { clientFor, PASSWORD, uniqueEmail } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

const ADMIN = 'GoTrueApi › GoTrueAdminApi › ';
const CREATION = `${ADMIN}User creation › `;
const UPDATES = `${ADMIN}User updates › `;
const REGISTRATION = `${ADMIN}User registration › `;
const WELCOME = 'http://localhost:9999/welcome';
/** A profile picture, as the official suite's metadata carries one. */
const PROFILE = { profile_image: 'https://avatars.example.com/amara.png' };
const ROLES = { roles: ['editor', 'publisher'] };

describe.each(conformanceStacks)('managing learners with the admin API ($name)', (stack) => {
  const admin = clientFor(stack, stack.serviceRoleKey).auth.admin;

  /** A learner made with the admin API, as the official suite's createNewUserWithEmail() makes one. */
  async function created(prefix = 'admin') {
    const email = uniqueEmail(prefix);
    const { data, error } = await admin.createUser({ email, password: PASSWORD, user_metadata: {} });
    expect(error).toBeNull();
    return { email, user: data.user! };
  }

  it(
    covers('auth-js', [`${CREATION}createUser() should create a new user`, 'lib/utils › useful helper utilities when using the auth clients › Mocks User Credentials › createNewUserWithEmail()'], 'creates a learner with an address and a password'),
    async () => {
      const { email, user } = await created();
      expect(user.email).toBe(email);
      expect(user.id).toEqual(expect.any(String));
    },
  );

  it(
    covers('auth-js', [`${CREATION}createUser() with user metadata`, `${CREATION}createUser() with app metadata`, `${CREATION}createUser() with user and app metadata`], "creates learners with the learner's metadata, the app's, or both"),
    async () => {
      for (const [user_metadata, app_metadata] of [
        [PROFILE, undefined],
        [undefined, ROLES],
        [PROFILE, ROLES],
      ]) {
        const email = uniqueEmail('metadata');
        const { data, error } = await admin.createUser({ email, password: PASSWORD, user_metadata, app_metadata });
        expect(error).toBeNull();
        expect(data.user?.email).toBe(email);
        expect(data.user?.user_metadata).toEqual(user_metadata ?? {});
        // The service's own keys stay beside the app's.
        expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], ...(app_metadata ?? {}) });
      }
    },
  );

  it(covers('auth-js', `${ADMIN}List users › listUsers() should return registered users`, 'lists the learners it made, with their audience'), async () => {
    const { email } = await created('listed');
    const { data, error } = await admin.listUsers({ perPage: 1000 });
    expect(error).toBeNull();
    expect(data).toHaveProperty('aud', 'authenticated');
    expect(data.users.map((u: User) => u.email)).toContain(email);
  });

  it(covers('auth-js', `${ADMIN}Get user › getUser() fetches a user by their access_token`, 'reads the signed-in learner from the access token'), async () => {
    const email = uniqueEmail('by-token');
    const learner = clientFor(stack).auth;
    expect((await learner.signUp({ email, password: PASSWORD })).data.session).not.toBeNull();
    const { data, error } = await learner.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it(covers('auth-js', `${ADMIN}Get user › getUserById() should a registered user given its user identifier`, 'reads a learner by id'), async () => {
    const { email, user } = await created('by-id');
    const { data, error } = await admin.getUserById(user.id);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email });
  });

  it(
    covers('auth-js', [`${UPDATES}modify email using updateUserById()`, `${UPDATES}modify user metadata using updateUserById()`, `${UPDATES}modify app metadata using updateUserById()`], "changes a learner's address, the learner's metadata and the app's"),
    async () => {
      const { email, user } = await created('updated');
      const moved = await admin.updateUserById(user.id, { email: `new_${email}` });
      expect(moved.error).toBeNull();
      expect(moved.data.user?.email).toBe(`new_${email}`);
      const coloured = await admin.updateUserById(user.id, { user_metadata: { favorite_color: 'yellow' } });
      expect(coloured.error).toBeNull();
      expect(coloured.data.user?.user_metadata).toEqual({ favorite_color: 'yellow' });
      const roles = await admin.updateUserById(user.id, { app_metadata: { roles: ['admin', 'publisher'] } });
      expect(roles.error).toBeNull();
      expect(roles.data.user?.app_metadata).toMatchObject({ provider: 'email', roles: ['admin', 'publisher'] });
      expect((await admin.getUserById(user.id)).data.user).toMatchObject({ email: `new_${email}`, user_metadata: { favorite_color: 'yellow' } });
    },
  );

  it(covers('auth-js', `${UPDATES}modify confirm email using updateUserById()`, "confirms an unconfirmed learner's address"), async () => {
    const { data } = await admin.createUser({ email: uniqueEmail('unconfirmed'), password: PASSWORD, email_confirm: false });
    expect(data.user?.email_confirmed_at).toBeFalsy();
    const { data: updated, error } = await admin.updateUserById(data.user!.id, { email_confirm: true });
    expect(error).toBeNull();
    expect(updated.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it(covers('auth-js', `${ADMIN}User deletes › deleteUser() should be able delete an existing user`, 'deletes a learner, who is then no longer listed'), async () => {
    const { email, user } = await created('deleted');
    const { data, error } = await admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect(data.user).not.toBeUndefined();
    const { data: listed } = await admin.listUsers({ perPage: 1000 });
    expect(listed.users.map((u: User) => u.email)).not.toContain(email);
  });

  it(covers('auth-js', `${REGISTRATION}generateLink supports signUp with generate confirmation signup link`, 'makes a sign-up link with metadata and a return address, mailing nothing'), async () => {
    const email = uniqueEmail('signup-link');
    const { data, error } = await admin.generateLink({ type: 'signup', email, password: PASSWORD, options: { data: { status: 'alpha' }, redirectTo: WELCOME } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { status: 'alpha' } });
    expect(data.properties).toMatchObject({ email_otp: expect.any(String), hashed_token: expect.any(String), redirect_to: WELCOME, verification_type: 'signup' });
    expect(data.properties?.action_link).toMatch(/\?token/);
    expect(data.properties?.action_link).toMatch(/type=signup/);
    expect(data.properties?.action_link).toMatch(/redirect_to=/);
  });

  it(covers('auth-js', `${REGISTRATION}generateLink supports updating emails with generate email change links`, 'makes an address change link and records the new address as pending'), async () => {
    const { email } = await created('changing');
    const newEmail = uniqueEmail('changed');
    const { data, error } = await admin.generateLink({ type: 'email_change_current', email, newEmail, options: { redirectTo: WELCOME } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail, user_metadata: {} });
    expect(data.properties).toMatchObject({ email_otp: expect.any(String), hashed_token: expect.any(String), redirect_to: WELCOME, verification_type: 'email_change' });
    expect(data.properties?.action_link).toMatch(/\?token/);
    expect(data.properties?.action_link).toMatch(/type=email_change/);
    expect(data.properties?.action_link).toMatch(/redirect_to=/);
  });

  it(covers('auth-js', `${REGISTRATION}inviteUserByEmail() creates a new user with an invited_at timestamp`, 'invites a learner: the new user carries when it was invited'), async () => {
    const { data, error } = await admin.inviteUserByEmail(uniqueEmail('invitee'), { data: { status: 'alpha' }, redirectTo: WELCOME });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toEqual(expect.any(String));
  });

  it(covers('auth-js', `${ADMIN}User authentication › signOut() › signOut() with an valid access token`, "signs a learner's session out from the server"), async () => {
    const learner = clientFor(stack).auth;
    const { data } = await learner.signUp({ email: uniqueEmail('server-signout'), password: PASSWORD });
    expect((await admin.signOut(data.session!.access_token)).error).toBeNull();
    expect((await clientFor(stack).auth.refreshSession({ refresh_token: data.session!.refresh_token })).error).not.toBeNull();
  });

  it(covers('auth-js', `${ADMIN}MFA Admin › mfa factor management: add, list and delete`, "lists a learner's factor and deletes it, answering its id"), async () => {
    const learner = clientFor(stack).auth;
    const { data: signedUp } = await learner.signUp({ email: uniqueEmail('factor'), password: PASSWORD });
    expect((await learner.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
    const userId = signedUp.user!.id;
    const { data, error } = await admin.mfa.listFactors({ userId });
    expect(error).toBeNull();
    expect(data?.factors).toHaveLength(1);
    const id = data!.factors[0]!.id;
    const deleted = await admin.mfa.deleteFactor({ userId, id });
    expect(deleted.error).toBeNull();
    // supabase-js wraps the service's answer once more, as the official suite reads it.
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(id);
    expect((await admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
  });

  it(
    covers(
      'auth-js',
      [`${ADMIN}Email/Phone Otp Verification › GoTrueClient verifyOtp() › verifyOtp() with non-existent phone number`, 'docker-tests/phone-otp › Docker: Phone OTP Auth › verifyOTP() fails with invalid token'],
      'refuses an SMS or phone change code for a number that never got one',
    ),
    async () => {
      const auth = clientFor(stack).auth;
      const sms = await auth.verifyOtp({ phone: '+15555550199', token: '123456', type: 'sms' });
      expect(sms.data.user).toBeNull();
      expect(sms.error).toMatchObject({ status: 403, message: 'Token has expired or is invalid' });
      const change = await auth.verifyOtp({ phone: '+15555550199', type: 'phone_change', token: '123456', options: { redirectTo: 'http://localhost:3000/callback', captchaToken: 'some_token' } });
      expect(change.error).toMatchObject({ status: 403, message: 'Token has expired or is invalid' });
    },
  );

  it(
    covers('auth-js', `${ADMIN}Email/Phone Otp Verification › GoTrueClient verifyOtp() › verifyOTP() with invalid phone number`, 'refuses a code for a number that is no E.164 number, saying so'),
    async () => {
      const { data, error } = await clientFor(stack).auth.verifyOtp({ phone: '+15555550199-invalid', token: '123456', type: 'sms' });
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 400, message: 'Invalid phone number format (E.164 required)' });
    },
  );
});
