/**
 * Anonymous sign-in: a visitor tries the study companion before making an account. The fixture
 * project allows it (config.toml's enable_anonymous_sign_ins); Aayra's own project keeps it off,
 * and there it is refused as a hosted project with the setting off refuses it.
 */
import { describe, expect, it } from 'vitest';
import { clientFor, stacks } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

describe.each(conformanceStacks)('anonymous sign-in allowed ($name)', (stack) => {
  it(covers('auth-js', 'GoTrueClient › signInAnonymously › should successfully sign in anonymously', 'signs a visitor in with no address: an anonymous user and a session'), async () => {
    const auth = clientFor(stack).auth;
    const { data, error } = await auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: null, identities: [] });
    expect((await auth.getSession()).data.session?.access_token).toBe(data.session!.access_token);
    // The token itself says the visitor is anonymous, as row-level security policies read it.
    expect((await auth.getClaims()).data?.claims).toMatchObject({ role: 'authenticated', is_anonymous: true, sub: data.user!.id });
  });

  it(covers('auth-js', 'GoTrueClient › signInAnonymously › should sign in anonymously with user data', 'keeps the metadata a visitor signs in with'), async () => {
    const studyPlan = { goal: 'finish the algebra deck', minutes_a_day: 25 };
    const { data, error } = await clientFor(stack).auth.signInAnonymously({ options: { data: studyPlan } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual(studyPlan);
  });

  it(covers('auth-js', 'GoTrueClient › Reauthentication › reauthenticate() fails without session', 'refuses a reauthentication code to a visitor with no address'), async () => {
    const auth = clientFor(stack).auth;
    expect((await auth.signInAnonymously()).error).toBeNull();
    const { data, error } = await auth.reauthenticate();
    expect(data.session).toBeNull();
    expect(error?.message).toContain('Reauthentication requires the user to have an email or a phone number');
  });
});

// Aayra's own project (the app's stacks), where anonymous sign-ins are off.
describe.each(stacks.filter((stack) => stack.local))('anonymous sign-in turned off ($name)', (stack) => {
  it(covers('auth-js', 'docker-tests/anonymous-disabled › Docker: Anonymous Sign-in Disabled › fail to sign in anonymously when it is disabled on the server', 'refuses anonymous sign-in when the project turns it off'), async () => {
    const { data, error } = await clientFor(stack).auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });
});
