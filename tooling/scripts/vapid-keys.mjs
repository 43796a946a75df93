// VAPID keys for Web Push, made by web-push itself (the library the notify-learners function signs
// with). localWebPushEnvFile() gives npm start a pair of its own.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { workspaceRoot } from './run.mjs';

/** @returns {{ publicKey: string, privateKey: string }} */
export function generateVapidKeys() {
  // web-push is installed with the edge functions' packages, in @aayra/supabase. It is loaded here,
  // not when the module is: npm start imports this file on a fresh clone, before anything is installed.
  const webPush = createRequire(join(workspaceRoot, 'supabase/package.json'))('web-push');
  return webPush.generateVAPIDKeys();
}

/**
 * The functions env file that gives the local backend VAPID keys, so reminders are pushed as on a
 * configured project; undefined when supabase/functions/.env sets them already. The pair is made
 * once and kept in .aayra/ (gitignored): browsers' subscriptions are bound to the public key, so
 * it must survive restarts.
 * @returns {string | undefined}
 */
export function localWebPushEnvFile() {
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
