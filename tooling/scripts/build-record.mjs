// Which apps npm start must build: an app is built again only when a file it may be built from has
// changed since its last build, or its dist/ is no longer what that build wrote (npm test and the
// redeploy spec build too). .aayra/builds.json records, per app, the content of every input file
// and the files of dist/ that its last build left.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { apps } from '../apps.mjs';
import { workspaceRoot } from './run.mjs';

const recordFile = (root) => join(root, '.aayra/builds.json');

// What no app's build reads: installed packages, every build's and test run's output, the tests,
// docs and the local backend. Anything else (the workspace packages, configs, the lockfile) counts.
const outputFolders = new Set(['node_modules', 'dist', 'build-report', 'storybook-static', 'test-results', 'playwright-report', '.aayra', '.git']);
const notInputs = new Set(['tests', 'docs', 'local-supabase', 'supabase/tests']);
const notInputFile = /(\.md|\.tsbuildinfo|\.(test|spec)\.tsx?|\.stories\.tsx|\.DS_Store)$/;
// The scripts that install, start, serve and test the workspace; a build runs none of them (the
// builds run precompress, prerender-landing and precache-shell, and what those import).
const workspaceScripts = new Set(
  ['start', 'dev', 'test', 'build', 'build-apps', 'build-record', 'run', 'ports', 'storybook', 'local-backend', 'vapid-keys', 'app-server', 'serve-static', 'security-headers', 'postgres15', 'conformance-coverage'].map(
    (name) => `tooling/scripts/${name}.mjs`,
  ),
);

/** Every file an app may be built from, by its path in the workspace, with its content's hash. */
function workspaceInputs(root, folder = root, files = new Map()) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    const name = relative(root, path).split(sep).join('/');
    if (entry.isDirectory()) {
      if (!outputFolders.has(entry.name) && !notInputs.has(name)) workspaceInputs(root, path, files);
    } else if (entry.isFile() && !notInputFile.test(name) && !workspaceScripts.has(name)) {
      files.set(name, createHash('sha1').update(readFileSync(path)).digest('hex').slice(0, 16));
    }
  }
  return files;
}

/** Which files of dist/ there are, with their sizes and times: a later build rewrites them. */
function distStamp(root, folder) {
  const dist = join(root, folder, 'dist');
  if (!existsSync(dist)) return undefined;
  const hash = createHash('sha1');
  for (const name of readdirSync(dist, { recursive: true }).sort()) {
    const stat = statSync(join(dist, name));
    if (stat.isFile()) hash.update(`${name}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function readRecord(root) {
  try {
    return JSON.parse(readFileSync(recordFile(root), 'utf8'));
  } catch {
    return {};
  }
}

/** Why an app's files differ from those of its last build: the first file that differs, and how many. */
function changedFiles(inputs, last) {
  const changes = [];
  for (const [name, hash] of Object.entries(inputs)) {
    if (!(name in last)) changes.push(`${name} is new`);
    else if (last[name] !== hash) changes.push(`${name} changed`);
  }
  for (const name of Object.keys(last)) if (!(name in inputs)) changes.push(`${name} was removed`);
  if (changes.length === 0) return undefined;
  const more = changes.length - 1;
  return more === 0 ? changes[0] : `${changes[0]}, and ${more} more file${more === 1 ? '' : 's'}`;
}

function whyBuild(root, folder, inputs, last) {
  if (!last) return 'no build of it is recorded yet';
  if (!existsSync(join(root, folder, 'dist'))) return 'its dist/ is missing';
  if (distStamp(root, folder) !== last.dist) return 'its dist/ was written by another build since';
  return changedFiles(inputs, last.inputs);
}

/**
 * Every app with the inputs it would be built from now and why it must be built (undefined when
 * its dist/ is its last build and none of its files changed since).
 * @returns {{ folder: string, inputs: Record<string, string>, reason: string | undefined }[]}
 */
export function buildPlan(root = workspaceRoot) {
  const files = workspaceInputs(root);
  const record = readRecord(root);
  return apps.map(({ folder }) => {
    // An app is built from its own folder and the shared ones, never from another app's folder.
    const others = apps.filter((app) => app.folder !== folder).map((app) => `${app.folder}/`);
    const inputs = Object.fromEntries([...files].filter(([name]) => !others.some((other) => name.startsWith(other))));
    return { folder, inputs, reason: whyBuild(root, folder, inputs, record[folder]) };
  });
}

/**
 * Records that each app's dist/ now holds a build of its inputs, in one write.
 * @param {{ folder: string, inputs: Record<string, string> }[]} builds
 */
export function recordBuilds(builds, root = workspaceRoot) {
  const record = readRecord(root);
  for (const { folder, inputs } of builds) record[folder] = { inputs, dist: distStamp(root, folder) };
  mkdirSync(join(root, '.aayra'), { recursive: true });
  writeFileSync(recordFile(root), JSON.stringify(record));
}
