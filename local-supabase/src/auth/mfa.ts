import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Queryable } from '../db/database';
import type { AuthConfig } from '../config/auth-config';
import type { TokenService } from '../keys/tokens';
import { notSupportedMessage } from '../server/area';
import { authError } from './auth-error';
import { raiseSession, type Session } from './sessions';
import type { StoredUser } from './users';

const CHALLENGE_SECONDS = 300;

interface Factor {
  id: string;
  user_id: string;
  friendly_name: string | null;
  status: string;
  secret: string;
}

function totpFor(secret: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

/** config.toml's [auth.mfa]: how many factors, and whether TOTP may be enrolled and used. */
export type MfaRules = AuthConfig['mfa'];

/** GoTrue's answer when [auth.mfa.totp] verify_enabled is off. */
const verifyOff = () => authError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');

export async function enrolFactor(tx: Queryable, rules: MfaRules, user: StoredUser, body: Record<string, unknown>) {
  const type = body.factor_type ?? 'totp';
  if (type === 'webauthn') throw authError(422, 'mfa_webauthn_enroll_not_enabled', notSupportedMessage('WebAuthn factors'));
  if (type === 'phone') throw authError(422, 'mfa_phone_enroll_not_enabled', notSupportedMessage('phone (SMS) factors'));
  if (type !== 'totp') throw authError(400, 'validation_failed', 'factor_type needs to be totp, phone or webauthn');
  if (!rules.totpEnroll) throw authError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const { rows: enrolled } = await tx.query<{ count: number }>('select count(*)::int as count from auth.server_mfa_factors where user_id = $1', [user.id]);
  if ((enrolled[0]?.count ?? 0) >= rules.maxEnrolledFactors) {
    throw authError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of enrolled factors reached, unenroll to continue');
  }
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : null;
  if (friendlyName) {
    const { rows: taken } = await tx.query(
      'select 1 from auth.server_mfa_factors where user_id = $1 and friendly_name = $2',
      [user.id, friendlyName],
    );
    if (taken.length > 0) {
      throw authError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
  }
  const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : 'Aayra';
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, user.email ?? user.id).toString();
  const id = randomUUID();
  await tx.query(
    'insert into auth.server_mfa_factors (id, user_id, friendly_name, secret) values ($1, $2, $3, $4)',
    [id, user.id, friendlyName, secret],
  );
  const qrCode = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { id, type: 'totp', friendly_name: friendlyName ?? '', totp: { qr_code: qrCode, secret, uri } };
}

async function ownFactor(tx: Queryable, user: StoredUser, factorId: string): Promise<Factor> {
  const { rows } = await tx.query<Factor>(
    'select id::text, user_id::text, friendly_name, status, secret from auth.server_mfa_factors where id::text = $1 and user_id = $2',
    [factorId, user.id],
  );
  if (!rows[0]) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

export async function challengeFactor(tx: Queryable, rules: MfaRules, user: StoredUser, factorId: string) {
  await ownFactor(tx, user, factorId);
  if (!rules.totpVerify) throw verifyOff();
  const id = randomUUID();
  await tx.query('insert into auth.server_mfa_challenges (id, factor_id) values ($1, $2)', [id, factorId]);
  return { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS };
}

export async function verifyFactor(
  tx: Queryable,
  rules: MfaRules,
  tokens: TokenService,
  user: StoredUser,
  sessionId: string,
  factorId: string,
  body: Record<string, unknown>,
): Promise<Session> {
  const factor = await ownFactor(tx, user, factorId);
  if (!rules.totpVerify) throw verifyOff();
  const { rows } = await tx.query<{ expired: boolean; verified: boolean }>(
    `select created_at < now() - make_interval(secs => $3) as expired, verified_at is not null as verified
       from auth.server_mfa_challenges where id::text = $1 and factor_id::text = $2`,
    [String(body.challenge_id ?? ''), factorId, CHALLENGE_SECONDS],
  );
  const challenge = rows[0];
  if (!challenge) throw authError(404, 'mfa_challenge_not_found', 'Challenge not found');
  if (challenge.expired || challenge.verified) {
    throw authError(422, 'mfa_challenge_expired', 'MFA challenge has expired, verify against another challenge or create a new challenge.');
  }
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const valid = /^\d{6}$/.test(code) && totpFor(factor.secret, 'Aayra', user.email ?? '').validate({ token: code, window: 1 }) !== null;
  if (!valid) throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  await tx.query('update auth.server_mfa_challenges set verified_at = now() where id::text = $1', [String(body.challenge_id)]);
  await tx.query(`update auth.server_mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
  return raiseSession(tx, tokens, user.id, sessionId, 'totp');
}

export async function removeFactor(tx: Queryable, user: StoredUser, factorId: string, aal: unknown) {
  const factor = await ownFactor(tx, user, factorId);
  // As hosted: a verified factor can only be removed from an aal2 session.
  if (factor.status === 'verified' && aal !== 'aal2') {
    throw authError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await tx.query('delete from auth.server_mfa_factors where id = $1', [factor.id]);
  return { id: factor.id };
}
