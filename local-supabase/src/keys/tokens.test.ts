import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadApiKeys } from './api-keys';
import { loadSigningKey } from './signing-key';
import { createTokenService } from './tokens';

const dir = mkdtempSync(join(tmpdir(), 'aayra-keys-'));

describe('the signing key and tokens', () => {
  it('keeps one key per file, and the anon/service_role keys with it', async () => {
    const first = await loadSigningKey(join(dir, 'key.json'));
    const again = await loadSigningKey(join(dir, 'key.json'));
    expect(again.kid).toBe(first.kid);
    expect(first.publicJwk).not.toHaveProperty('d');
    const tokens = createTokenService(first, 'http://127.0.0.1/auth/v1');
    const keys = await loadApiKeys(tokens, join(dir, 'api-keys.json'));
    expect(await loadApiKeys(createTokenService(again, 'x'), join(dir, 'api-keys.json'))).toEqual(keys);
    expect((await tokens.callerOf(keys.anonKey)).role).toBe('anon');
    expect((await tokens.callerOf(keys.serviceRoleKey)).role).toBe('service_role');
  });

  it('accepts only unexpired ES256 tokens of its own key, with a known role, its own issuer and audience', async () => {
    const key = await loadSigningKey(join(dir, 'key.json'));
    const tokens = createTokenService(key, 'iss');
    const good = await tokens.sign({ sub: 'u1', role: 'authenticated', aud: 'authenticated' }, 60);
    expect(await tokens.callerOf(good)).toMatchObject({ role: 'authenticated', claims: { sub: 'u1' } });
    const apiKey = await tokens.sign({ role: 'anon', ref: 'local' }, 60, 'supabase');
    expect(await tokens.callerOf(apiKey)).toMatchObject({ role: 'anon' });

    const other = await generateKeyPair('ES256');
    const refused = [
      new UnsecuredJWT({ role: 'service_role' }).setExpirationTime('1h').encode(),
      await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(32))),
      await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'ES256', kid: key.kid }).setExpirationTime('1h').sign(other.privateKey),
      await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'ES256', kid: key.kid }).setExpirationTime(Math.floor(Date.now() / 1000) - 5).sign(key.privateKey),
      await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'ES256', kid: key.kid }).sign(key.privateKey),
      await tokens.sign({ role: 'postgres', aud: 'authenticated' }, 60),
      // Signed with our key, but not as this stack mints them: another audience or issuer.
      await tokens.sign({ sub: 'u1', role: 'authenticated', aud: 'somewhere-else' }, 60),
      await tokens.sign({ sub: 'u1', role: 'authenticated' }, 60),
      await tokens.sign({ sub: 'u1', role: 'authenticated', aud: 'authenticated' }, 60, 'https://evil.example/auth/v1'),
      await tokens.sign({ role: 'service_role', aud: 'authenticated' }, 60, 'supabase'),
      await tokens.sign({ sub: 'u1', role: 'authenticated', aud: 'authenticated' }, 60, 'supabase'),
      'not.a.jwt',
    ];
    for (const token of refused) await expect(tokens.callerOf(token)).rejects.toMatchObject({ status: 401, code: 'bad_jwt' });
  });
});
