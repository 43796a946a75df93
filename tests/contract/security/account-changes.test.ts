/**
 * Attack: turn a stolen access token into the account for good. With only the token, the
 * attacker sets a new password (none asked for the current one) or moves the account to their
 * own address (changed at once, marked confirmed), and the owner's other sessions lived on.
 * Now: a new password needs the current one, a fresh reauthentication code or a session from an
 * e-mailed link, and ends every other session; a new address only counts once the links mailed
 * to it and to the old address are both followed.
 */
import { describe, expect, it } from 'vitest';
import { followEmailLink, SUBJECTS, waitForEmail } from '../../support/email-link';
import { expectStillServing } from '../support/health';
import { clientFor, newLearner, PASSWORD, stacks, uniqueEmail, type ContractStack } from '../support/stacks';

/** The learner signs in with a password on a laptop; the attacker copies that session's token. */
async function stolenSession(stack: ContractStack, prefix: string) {
  const learner = await newLearner(stack, prefix);
  const laptop = clientFor(stack);
  const { data, error } = await laptop.auth.signInWithPassword({ email: learner.email, password: PASSWORD });
  expect(error).toBeNull();
  const attacker = clientFor(stack);
  expect((await attacker.auth.setSession(data.session!)).error).toBeNull();
  return { learner, laptop, attacker };
}

describe.each(stacks)('account changes on $name', (stack) => {
  it('a stolen token cannot set a new password without the current one', async () => {
    const { learner, attacker } = await stolenSession(stack, 'steal-password');
    const bare = await attacker.auth.updateUser({ password: 'Attacker-password-1' });
    expect(bare.error).toMatchObject({ code: 'reauthentication_needed', status: 400 });
    const guessed = await attacker.auth.updateUser({ password: 'Attacker-password-1', current_password: 'Guessed-password-1' });
    expect(guessed.error).toMatchObject({ code: 'current_password_mismatch', status: 400 });
    const code = await attacker.auth.updateUser({ password: 'Attacker-password-1', nonce: '123456' });
    expect(code.error?.status).toBe(400);
    expect((await clientFor(stack).auth.signInWithPassword({ email: learner.email, password: PASSWORD })).error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword({ email: learner.email, password: 'Attacker-password-1' })).error?.code).toBe('invalid_credentials');
    await expectStillServing(stack);
  });

  it('a password change ends every other session and keeps the one that made it', async () => {
    const { learner, attacker } = await stolenSession(stack, 'end-sessions');
    const { data: stolen } = await attacker.auth.getSession();
    // The owner, on a desktop of their own, changes the password.
    const desktop = clientFor(stack);
    expect((await desktop.auth.signInWithPassword({ email: learner.email, password: PASSWORD })).error).toBeNull();
    const changed = await desktop.auth.updateUser({ password: 'Owner-new-password-2', current_password: PASSWORD });
    expect(changed.error).toBeNull();
    expect((await attacker.auth.getUser()).data.user).toBeNull();
    expect((await learner.client.auth.getUser()).data.user).toBeNull();
    expect((await clientFor(stack).auth.refreshSession({ refresh_token: stolen.session!.refresh_token })).error).not.toBeNull();
    expect((await desktop.auth.getUser()).data.user?.id).toBe(learner.id);
    expect((await desktop.auth.refreshSession()).error).toBeNull();
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('the owner changes the password with an e-mailed reauthentication code, once', async () => {
    const { learner, laptop } = await stolenSession(stack, 'reauth');
    expect((await laptop.auth.reauthenticate()).error).toBeNull();
    const { link: nonce } = await waitForEmail(stack.url, learner.email, SUBJECTS.reauthentication);
    expect((await laptop.auth.updateUser({ password: 'Owner-code-password-3', nonce })).error).toBeNull();
    const again = await laptop.auth.updateUser({ password: 'Owner-code-password-4', nonce });
    expect(again.error?.code).toBe('reauthentication_not_valid');
    // A wrong code spends the code: it cannot be guessed one try at a time.
    expect((await laptop.auth.reauthenticate()).error).toBeNull();
    const { link: next } = await waitForEmail(stack.url, learner.email, SUBJECTS.reauthentication, { ignoreLinks: [nonce] });
    const wrong = next === '000000' ? '000001' : '000000';
    expect((await laptop.auth.updateUser({ password: 'Owner-code-password-5', nonce: wrong })).error?.code).toBe('reauthentication_not_valid');
    expect((await laptop.auth.updateUser({ password: 'Owner-code-password-5', nonce: next })).error?.code).toBe('reauthentication_not_valid');
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('a stolen token cannot move the account to another address without both confirmations', async () => {
    const { learner, attacker } = await stolenSession(stack, 'steal-email');
    const attackerEmail = uniqueEmail('attacker');
    const { data, error } = await attacker.auth.updateUser({ email: attackerEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: learner.email, new_email: attackerEmail });
    const toAttacker = await waitForEmail(stack.url, attackerEmail, SUBJECTS.confirmNewEmail);
    const toOwner = await waitForEmail(stack.url, learner.email, SUBJECTS.confirmEmailChange);
    expect(toOwner.link).not.toBe(toAttacker.link);

    // The attacker follows the link in their own mailbox: not enough.
    const half = await followEmailLink(toAttacker.link);
    expect(half.session).toBeUndefined();
    expect((await attacker.auth.getUser()).data.user?.email).toBe(learner.email);
    expect((await clientFor(stack).auth.signInWithPassword({ email: learner.email, password: PASSWORD })).error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword({ email: attackerEmail, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    const { data: profile } = await learner.client.from('users').select('email').eq('userid', learner.id).single();
    expect(profile).toEqual({ email: learner.email });
    await expectStillServing(stack);
  });

  it.runIf(stack.local)('the owner moves to a new address by following both links', async () => {
    const learner = await newLearner(stack, 'move');
    const newEmail = uniqueEmail('moved');
    expect((await learner.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const toNew = await waitForEmail(stack.url, newEmail, SUBJECTS.confirmNewEmail);
    const toOld = await waitForEmail(stack.url, learner.email, SUBJECTS.confirmEmailChange);
    expect((await followEmailLink(toOld.link)).session).toBeUndefined();
    const done = await followEmailLink(toNew.link);
    expect(done.type).toBe('email_change');
    expect(done.session).toBeDefined();
    expect((await clientFor(stack).auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword({ email: learner.email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    // The profile shows the address the account now has.
    const { data: profile } = await learner.client.from('users').select('email, emailverified').eq('userid', learner.id).single();
    expect(profile).toEqual({ email: newEmail, emailverified: true });
    await expectStillServing(stack);
  });
});
