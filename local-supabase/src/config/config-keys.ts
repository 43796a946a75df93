/**
 * Every key of config.toml the local stack knows, and what it does with each: a project's setting
 * either changes what the stack does, as it changes what a hosted project does, or is refused at
 * start-up. Nothing set is passed over in silence.
 *
 * - `honoured`: read by the stack (api-config.ts, auth-config.ts, storage-config.ts,
 *   db-config.ts, functions/function-config.ts), which checks its type.
 * - `only`: the stack always behaves as this value says (the Supabase CLI's default, or the one
 *   value the stack can keep); any other value is refused.
 * - `any`: the value describes something with no behaviour in the API (the project's name, the
 *   CLI's dashboard being on or off).
 * - sections switched off (`off`): an external provider, SMTP, a hook ... The stack has none of them,
 *   so `enabled` must be false (or absent); the section's other keys configure nothing then.
 */
export type KeyRule =
  | { kind: 'honoured' }
  | { kind: 'only'; value: unknown; why: string }
  | { kind: 'any' };

const honoured: KeyRule = { kind: 'honoured' };
const any: KeyRule = { kind: 'any' };
const only = (value: unknown, why: string): KeyRule => ({ kind: 'only', value, why });

const NO_DATABASE_SERVER = 'the local stack runs no database server of its own (PGlite in-process, or --database-url)';
const NO_STUDIO = 'the local stack serves no Studio';
const ALWAYS_SERVED = 'the local stack always serves it';
const NO_ANALYTICS = 'the local stack keeps no logs service';

/** Keys by their dotted path; `*` stands for one name (a function's, a provider's). */
const KEYS: Record<string, KeyRule> = {
  project_id: any,

  'api.enabled': only(true, ALWAYS_SERVED),
  'api.port': honoured,
  'api.schemas': honoured,
  'api.extra_search_path': honoured,
  'api.max_rows': honoured,

  'db.port': only(54322, NO_DATABASE_SERVER),
  'db.shadow_port': only(54320, NO_DATABASE_SERVER),
  'db.major_version': honoured,
  'db.migrations.enabled': only(true, 'the local stack applies every migration in migrations/'),
  // The declarative schema's files, read by `supabase db diff` and supabase/scripts/db-diff.mjs;
  // the local stack, like `supabase start`, applies migrations/ only.
  'db.migrations.schema_paths': any,
  'db.seed.enabled': honoured,
  'db.seed.sql_paths': only(['./seed.sql'], 'the local stack seeds a new database from seed.sql only'),

  'realtime.enabled': only(true, ALWAYS_SERVED),
  'realtime.ip_version': only('IPv4', 'the local stack listens where --host says'),
  'realtime.max_header_length': only(4096, 'the local stack keeps Node\'s own header limit'),

  'studio.enabled': any,
  'studio.port': only(54323, NO_STUDIO),
  'studio.api_url': only('http://127.0.0.1', NO_STUDIO),
  'studio.openai_api_key': only('env(OPENAI_API_KEY)', NO_STUDIO),

  'inbucket.enabled': only(true, 'the local stack keeps every e-mail in its outbox (/auth/v1/outbox)'),
  'inbucket.port': only(54324, 'e-mails are read at /auth/v1/outbox on the stack\'s own port'),

  'storage.enabled': only(true, ALWAYS_SERVED),
  'storage.file_size_limit': honoured,

  'auth.enabled': only(true, ALWAYS_SERVED),
  'auth.site_url': honoured,
  'auth.additional_redirect_urls': honoured,
  'auth.jwt_expiry': honoured,
  'auth.enable_refresh_token_rotation': only(true, 'the local stack always rotates refresh tokens'),
  'auth.refresh_token_reuse_interval': honoured,
  'auth.enable_signup': only(true, 'the local stack always lets learners sign up'),
  'auth.enable_anonymous_sign_ins': honoured,
  'auth.enable_manual_linking': only(false, 'the local stack has no identities to link'),
  'auth.minimum_password_length': honoured,
  'auth.password_requirements': honoured,
  'auth.rate_limit.email_sent': honoured,
  'auth.rate_limit.sign_in_sign_ups': honoured,
  'auth.rate_limit.token_verifications': honoured,
  'auth.rate_limit.anonymous_users': honoured,
  'auth.rate_limit.token_refresh': only(150, 'the local stack does not limit refreshes'),
  'auth.rate_limit.sms_sent': only(30, 'the local stack sends no SMS'),
  'auth.rate_limit.web3': only(30, 'the local stack has no Web3 sign-in'),
  'auth.email.enable_signup': only(true, 'the local stack always lets learners sign up with an e-mail address'),
  'auth.email.enable_confirmations': honoured,
  'auth.email.double_confirm_changes': honoured,
  'auth.email.secure_password_change': honoured,
  'auth.email.max_frequency': only('1s', 'the local stack limits e-mails by email_sent only'),
  'auth.email.otp_length': only(6, 'the local stack\'s codes have 6 digits'),
  'auth.email.otp_expiry': only(3600, 'the local stack\'s links and codes last one hour'),
  'auth.sms.enable_signup': only(false, 'the local stack sends no SMS'),
  'auth.sms.enable_confirmations': only(false, 'the local stack sends no SMS'),
  'auth.sms.template': only('Your code is {{ .Code }}', 'the local stack sends no SMS'),
  'auth.sms.max_frequency': only('5s', 'the local stack sends no SMS'),
  'auth.mfa.max_enrolled_factors': honoured,
  'auth.mfa.totp.enroll_enabled': honoured,
  'auth.mfa.totp.verify_enabled': honoured,

  'edge_runtime.enabled': only(true, ALWAYS_SERVED),
  'edge_runtime.policy': only('per_worker', 'the local stack keeps each function loaded and reloads it when its files change'),
  'edge_runtime.inspector_port': only(8083, 'the local stack runs functions in its own Node process'),
  'edge_runtime.deno_version': only(2, 'the local stack runs functions as Deno 2 would'),

  'analytics.enabled': any,
  'analytics.port': only(54327, NO_ANALYTICS),
  'analytics.backend': only('postgres', NO_ANALYTICS),

  'experimental.orioledb_version': only('', 'the local stack runs plain PostgreSQL'),
  'experimental.s3_host': only('env(S3_HOST)', 'the local stack runs plain PostgreSQL'),
  'experimental.s3_region': only('env(S3_REGION)', 'the local stack runs plain PostgreSQL'),
  'experimental.s3_access_key': only('env(S3_ACCESS_KEY)', 'the local stack runs plain PostgreSQL'),
  'experimental.s3_secret_key': only('env(S3_SECRET_KEY)', 'the local stack runs plain PostgreSQL'),

  'functions.*.verify_jwt': honoured,
  'functions.*.enabled': only(true, 'the local stack serves every function in functions/'),
};

/** Sections of features the stack does not have: accepted while switched off. */
const OFF_SECTIONS = [
  'api.tls',
  'db.pooler',
  'db.network_restrictions',
  'storage.image_transformation',
  'auth.captcha',
  'auth.email.smtp',
  'auth.email.notification.*',
  'auth.hook.*',
  'auth.external.*',
  'auth.third_party.*',
  'auth.web3.*',
  'auth.oauth_server',
  'auth.sms.*',
  'auth.mfa.phone',
  'auth.mfa.web_authn',
];

const matches = (pattern: string, path: string[]) => {
  const parts = pattern.split('.');
  return parts.length === path.length && parts.every((part, i) => part === '*' || part === path[i]);
};

export const ruleFor = (path: string[]): KeyRule | undefined =>
  Object.entries(KEYS).find(([pattern]) => matches(pattern, path))?.[1];

export const isOffSection = (path: string[]): boolean => OFF_SECTIONS.some((pattern) => matches(pattern, path));

/** Keys within a switched-off section that must be false: its switches. */
export const SWITCHES = ['enabled', 'enroll_enabled', 'verify_enabled'];
