import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import { remotes, shell } from './tooling/apps.mjs';
import { localStackOnlyLibraries } from './tooling/browser-packages.mjs';
import backendData from './tooling/lint/no-backend-casts.mjs';

const root = import.meta.dirname;
const remoteFolders = remotes.map((remote) => remote.folder);

/** Tests and their helpers may run the local stack in Node; the code that ships to browsers may not. */
const tests = ['**/*.test.{ts,tsx}', '**/testing/**'];
/** The code that runs in a browser: the apps and the packages they bundle. */
const browserFolders = [
  `${shell.folder}/src`, ...remoteFolders.map((folder) => `${folder}/src`),
  'design-system', 'service-worker', 'supabase/src', 'app-contract/src',
];

/**
 * One zone per feature of an app, read from its features/ folder when the config loads, so a new
 * feature is covered without editing this file: a feature may not import another feature; what two
 * features share lives in the app's lib/ or components/, and a page showing another feature's part
 * is composed in app/.
 */
function featureZones(folder) {
  const features = `${folder}/src/features`;
  if (!existsSync(`${root}/${features}`)) return [];
  const names = readdirSync(`${root}/${features}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return names.map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`],
    message: 'A feature does not import another feature: what two features share lives in lib/ or components/, and app/ composes a page from several features.',
  }));
}

// Which folder may import which, checked on the file an import resolves to (relative path, package
// name or alias alike), as bulletproof-react does with import/no-restricted-paths.
const remoteZones = remoteFolders.flatMap((folder) => [
  {
    target: `${folder}/src/features`,
    from: `${folder}/src/app`,
    message: 'A feature builds on its remote\'s components/ and lib/; app/ only composes the features.',
  },
  ...featureZones(folder),
  {
    target: folder,
    from: [shell.folder, ...remoteFolders.filter((other) => other !== folder)],
    message: 'A remote shares code with the other apps only through @aayra/design-system, @aayra/supabase and @aayra/app-contract.',
  },
]);
const shellZones = [
  ...featureZones(shell.folder),
  {
    target: shell.folder,
    from: remoteFolders,
    message: 'The shell loads remotes at run time through @aayra/app-contract; it never imports their source.',
  },
];
const localStackZone = {
  target: browserFolders,
  from: 'local-supabase',
  message: 'The local stack runs in Node; browser code talks to it only over HTTP through @aayra/supabase.',
};
const zones = (...list) => ['error', { basePath: root, zones: list.flat() }];

// The same rules by import name, for packages that need not resolve from the importing folder.
const otherApps = {
  group: ['shell', 'shell/*', 'mf-*', 'mf-*/*'],
  message: 'Apps share code only through @aayra/design-system, @aayra/supabase and @aayra/app-contract.',
};
const router = {
  group: ['react-router', 'react-router-dom'],
  message: 'Apps take the router from @aayra/app-contract/router: it is shared once in the page, keeping only the parts the apps use.',
};
const query = {
  group: ['@tanstack/react-query'],
  message: 'Code that ships takes TanStack Query from @aayra/supabase/query: it is shared once in the page, keeping only the parts the apps use.',
};
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nodeOnly = {
  regex: `^(@aayra/local-stack|${localStackOnlyLibraries().map(escapeRegex).join('|')})(/.*)?$|(^|/)local-supabase(/|$)`,
  message: 'Browser code must not bundle the local stack or its Node-only libraries.',
};
const dataClient = {
  regex: '^@aayra/supabase/client$',
  importNames: ['getSupabase'],
  message: 'Inside a remote, calls to the backend live in features/<feature>/api/ (lib/api/ when two features share them): call an api function, or be handed the client.',
};
/**
 * Where a remote's code may reach the backend: each feature's api/ folder, lib/api/ for the calls
 * two features share (a feature may not import another's), and the one place that hands the client
 * to the notification service (which runs without React and is given its client, as the service
 * worker's code is).
 */
const backendCallers = ['mf-*/src/features/*/api/**', 'mf-*/src/lib/api/**', 'mf-notifications/src/features/service/NotificationService.tsx'];
const restrictImports = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/build-report/**', '.aayra/**',
      'test-results/**', 'playwright-report/**', 'supabase/src/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], conditionNames: ['browser', 'import', 'default'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': zones(remoteZones, shellZones, localStackZone),
    },
  },
  { files: tests, rules: { 'import-x/no-restricted-paths': zones(remoteZones, shellZones) } },
  {
    // Code that ships and the edge functions take the backend's shapes from the generated types or
    // a checking parser: a cast would hide the day a column or a payload changes.
    files: [...browserFolders, 'supabase/functions'].map((folder) => `${folder}/**/*.{ts,tsx}`),
    ignores: [...tests, '**/*.stories.tsx'],
    plugins: { aayra: backendData },
    rules: { 'aayra/no-backend-casts': 'error' },
  },
  // One block per kind of file, so that each file gets exactly one list of forbidden imports.
  {
    files: [`${shell.folder}/src`, 'mf-*/src'].flatMap((folder) => tests.map((test) => `${folder}/${test}`)),
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports(otherApps) },
  },
  {
    files: [`${shell.folder}/src/**`, ...backendCallers],
    ignores: tests,
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports(otherApps, nodeOnly, router, query) },
  },
  {
    files: ['mf-*/src/**'],
    ignores: [...tests, ...backendCallers],
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports(otherApps, nodeOnly, dataClient, router, query) },
  },
  {
    // The module that names TanStack Query's parts is the one place that imports the library.
    files: ['design-system/**', 'service-worker/**', 'app-contract/src/**', 'supabase/src/query.ts'],
    ignores: tests,
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports(nodeOnly) },
  },
  {
    // The data package's own modules too: one that a remote bundles for itself must still meet the
    // page's one copy.
    files: ['supabase/src/**'],
    ignores: [...tests, 'supabase/src/query.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports(nodeOnly, query) },
  },
);
