/** Character rules a new password must meet, by the names supabase/config.toml uses. */
export type PasswordRequirements = '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

const REQUIREMENTS: readonly PasswordRequirements[] = ['', 'letters_digits', 'lower_upper_letters_digits', 'lower_upper_letters_digits_symbols'];

/** The auth settings of supabase/config.toml the local stack honours, as a hosted project would. */
export interface AuthConfig {
  /** Where e-mailed links lead when the client names no allowed redirect_to. */
  siteUrl: string;
  /** Globs of other places links may lead to (`*` within a segment, `**` across segments). */
  additionalRedirectUrls: string[];
  /** Lifetime of an access token, in seconds. */
  jwtExpiry: number;
  minimumPasswordLength: number;
  passwordRequirements: PasswordRequirements;
  /** Sign-ups with no e-mail make anonymous users (config.toml's enable_anonymous_sign_ins; off on hosted by default). */
  enableAnonymousSignIns: boolean;
  /** New learners confirm their address through an e-mailed link before they can sign in. */
  enableConfirmations: boolean;
  /** An e-mail change is confirmed from the old address as well as the new one. */
  doubleConfirmChanges: boolean;
  /** A password change needs the current password, a reauthentication code or a fresh e-mailed link. */
  securePasswordChange: boolean;
  /** Seconds a used refresh token still gets a new session (several tabs refreshing at once). */
  refreshTokenReuseInterval: number;
  mfa: {
    /** Factors one account may have enrolled at once. */
    maxEnrolledFactors: number;
    /** Whether learners may enrol a TOTP factor, and sign in with one. */
    totpEnroll: boolean;
    totpVerify: boolean;
  };
  rateLimit: {
    /** E-mails (recovery, confirmation resends, e-mail change, codes) per client address per hour. */
    emailSent: number;
    /** Password sign-ins (right or wrong) and sign-ups together, per client address per 5 minutes. */
    signInSignUps: number;
    /** Anonymous sign-ins per client address per hour. */
    anonymousUsers: number;
    /** One-time codes and links checked (POST /verify) per client address per 5 minutes. */
    tokenVerifications: number;
  };
}

type Table = Record<string, unknown>;
const table = (value: unknown): Table => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {});

function read<T>(from: Table, key: string, kind: 'string' | 'number' | 'boolean', fallback: T): T {
  const value = from[key];
  if (value === undefined) return fallback;
  // TOML integers may come back as bigint for very large values; none of ours is.
  if (typeof value !== kind) throw new Error(`config.toml: ${key} must be a ${kind}`);
  return value as T;
}

/** config.toml's [auth], [auth.email], [auth.rate_limit] and [auth.mfa]; absent keys take hosted defaults. */
export function authConfigOf(authSection: unknown): AuthConfig {
  const auth = table(authSection);
  const email = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const redirects = auth.additional_redirect_urls ?? [];
  if (!Array.isArray(redirects) || !redirects.every((url) => typeof url === 'string')) {
    throw new Error('config.toml: additional_redirect_urls must be a list of strings');
  }
  const requirements = read(auth, 'password_requirements', 'string', '') as PasswordRequirements;
  if (!REQUIREMENTS.includes(requirements)) {
    throw new Error(`config.toml: password_requirements must be one of ${REQUIREMENTS.map((r) => `"${r}"`).join(', ')}`);
  }
  return {
    siteUrl: read(auth, 'site_url', 'string', 'http://127.0.0.1:3000'),
    additionalRedirectUrls: redirects as string[],
    jwtExpiry: read(auth, 'jwt_expiry', 'number', 3600),
    minimumPasswordLength: Math.max(6, read(auth, 'minimum_password_length', 'number', 6)),
    passwordRequirements: requirements,
    enableAnonymousSignIns: read(auth, 'enable_anonymous_sign_ins', 'boolean', false),
    enableConfirmations: read(email, 'enable_confirmations', 'boolean', false),
    doubleConfirmChanges: read(email, 'double_confirm_changes', 'boolean', true),
    securePasswordChange: read(email, 'secure_password_change', 'boolean', false),
    refreshTokenReuseInterval: read(auth, 'refresh_token_reuse_interval', 'number', 10),
    mfa: {
      maxEnrolledFactors: read(mfa, 'max_enrolled_factors', 'number', 10),
      totpEnroll: read(totp, 'enroll_enabled', 'boolean', false),
      totpVerify: read(totp, 'verify_enabled', 'boolean', false),
    },
    rateLimit: {
      emailSent: read(rateLimit, 'email_sent', 'number', 2),
      signInSignUps: read(rateLimit, 'sign_in_sign_ups', 'number', 30),
      anonymousUsers: read(rateLimit, 'anonymous_users', 'number', 30),
      tokenVerifications: read(rateLimit, 'token_verifications', 'number', 30),
    },
  };
}
