// VAPID keys for Web Push. generateVapidKeys() makes a pair in the form web-push and browsers
// take: the public key as the 65-byte uncompressed P-256 point, the private key as its 32-byte
// scalar, both base64url. localWebPushEnvFile() gives npm start a pair of its own.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @returns {{ publicKey: string, privateKey: string }} */
export function generateVapidKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

/**
 * The functions env file that gives the local backend VAPID keys, so reminders are pushed as on a
 * configured project; undefined when supabase/functions/.env sets them already. The pair is made
 * once and kept in .aayra/ (gitignored): browsers' subscriptions are bound to the public key, so
 * it must survive restarts.
 * @param {string} workspaceRoot
 * @returns {string | undefined}
 */
export function localWebPushEnvFile(workspaceRoot) {
  const dotenv = join(workspaceRoot, 'supabase/functions/.env');
  if (existsSync(dotenv) && /^\s*VAPID_PRIVATE_KEY\s*=\s*\S/m.test(readFileSync(dotenv, 'utf8')))
    return undefined;
  const file = join(workspaceRoot, '.aayra/web-push.env');
  if (!existsSync(file)) {
    const { publicKey, privateKey } = generateVapidKeys();
    mkdirSync(join(workspaceRoot, '.aayra'), { recursive: true });
    writeFileSync(
      file,
      `# Made by npm start for this machine's backend only; see supabase/functions/.env.example.\nVAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\nVAPID_SUBJECT=mailto:reminders@aayra.app\n`,
      { mode: 0o600 },
    );
  }
  return file;
}
