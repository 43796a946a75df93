// One bundler configuration for every Aayra app: the shell (host) and each remote.
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-dependencies.mjs';
import { appByFolder, shell } from '../apps.mjs';
import { serveRuntimeConfig } from './runtime-config-middleware.mjs';
import { ModuleListPlugin } from './module-list-plugin.mjs';
import { OfflineFilesPlugin } from './offline-files-plugin.mjs';
import { standaloneRemote } from './standalone-remote.mjs';
import { referenceBundle } from './reference-bundle.mjs';
import { provideRuntimePlugin, remoteRuntimeExternals, shellRuntimeAlias } from './federation-runtime.mjs';
import { StartUpPreloadPlugin } from './start-up-preload-plugin.mjs';
import { routerProductionBuild } from './router-production-build.mjs';

/**
 * The shared third-party libraries every page of the shell starts with (React, the router, the
 * data client and their own dependencies), in one chunk instead of one per shared module: a dozen
 * requests fewer before the first paint.
 */
const sharedLibrariesChunk = {
  test: /[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|jotai|@tanstack\+[^\\/]+|@supabase\+[^\\/]+|iceberg-js|tslib|idb-keyval)@/,
  name: 'shared-libraries',
  enforce: true,
};

/**
 * Whether a module is the study set's own, as read from its stylesheet
 * (design-system/src/styles/study-stylesheet.ts): that sheet, the study set's entry
 * (components/study.ts) and the component folders whose rules the sheet gathers. They travel with
 * the study set's entry, loaded only by pages that show it, not with what every page starts with.
 */
function studySetModule() {
  const stylesheet = fileURLToPath(new URL('../../design-system/src/styles/study-stylesheet.ts', import.meta.url));
  const entry = resolve(dirname(stylesheet), '../components/study.ts');
  const folders = [...readFileSync(stylesheet, 'utf8').matchAll(/from '(\.\.\/components\/[^/']+)\/[^']+\.css\?raw'/g)].map(
    (match) => `${resolve(dirname(stylesheet), match[1])}${sep}`,
  );
  if (folders.length === 0) throw new Error(`${stylesheet} imports no component stylesheet.`);
  return (path) => path === entry || path === stylesheet || folders.some((folder) => path.startsWith(folder));
}

const workspaceModule = /[\\/](supabase|app-contract)[\\/]src[\\/]|[\\/]design-system[\\/]src[\\/](theme|styles|components|internal)[\\/]/;

/**
 * The workspace's browser data and contract packages, and the design system (its theme, its
 * stylesheet and its components) but for the study set: modules the shell's pages start with, in
 * the one chunk the page preloads beside the shell's first script.
 */
/**
 * The design system's sheet as text (its stylesheet module and the CSS files it gathers): fetched
 * only by a page that has not inlined it (design-system/src/styles/install.ts), so never part of
 * what every page starts with.
 */
const designSystemSheetText = (() => {
  const stylesheet = fileURLToPath(new URL('../../design-system/src/styles/stylesheet.ts', import.meta.url));
  return (path) => path === stylesheet || /[\\/]design-system[\\/]src[\\/].*\.css$/.test(path);
})();

const sharedWorkspaceChunk = {
  test: (() => {
    const inStudySet = studySetModule();
    return (module) => {
      const path = module.nameForCondition?.() ?? '';
      return workspaceModule.test(path) && !inStudySet(path) && !designSystemSheetText(path);
    };
  })(),
  name: 'shared-workspace',
  enforce: true,
};

const stylesheetLoader = fileURLToPath(new URL('stylesheet-loader.mjs', import.meta.url));

/**
 * The bundler configuration of the app in the current folder (bundlers run in the app's folder).
 * @param {object} [options]
 * @param {Record<string, string>} [options.exposes]  what a remote exposes ('./pages': './src/pages.ts')
 * @param {string[]} [options.runtimePlugins]  federation runtime plugins
 * @param {Record<string, string>} [options.pageChunks]  the shell's chunks one address starts with
 *   (address -> chunk name), preloaded at that address alone
 */
export function createAppConfig(options = {}) {
  const config = appConfig(options);
  return config.name === shell.name && process.env.AAYRA_REFERENCE_BUNDLE === '1' ? referenceBundle(config) : config;
}

function appConfig({ exposes, runtimePlugins = [], pageChunks = {} }) {
  const dir = process.cwd();
  const folder = basename(dir);
  const { name, devPort } = appByFolder(folder);
  const production = process.env.NODE_ENV !== 'development';
  const isShell = folder === shell.folder;
  // Stylesheets travel as text inside the scripts, where the JavaScript minifier does not reach them.
  const minifiedCss = production ? [{ loader: 'builtin:lightningcss-loader', options: { minify: true } }] : [];
  // The shell has its own page and entry. A remote keeps only what it exposes (its pages and
  // widgets); its dev server adds a page and entry from tooling to run it on its own. Its
  // production build is only ever composed, so its entry uses the shell's federation runtime.
  const standalone = isShell || production ? undefined : standaloneRemote({ dir, folder, name, exposes: exposes ?? {} });
  const outputPath = process.env.AAYRA_OUT_DIR ? resolve(process.env.AAYRA_OUT_DIR) : resolve(dir, 'dist');
  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    // Production maps are written next to the files but named by none of them: the app server
    // serves them only when asked (AAYRA_SERVE_SOURCE_MAPS=1), with a SourceMap header.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    entry: isShell ? { main: './src/index.ts' } : standalone ? { main: standalone.entry } : {},
    output: {
      path: outputPath,
      // The shell owns the origin's root (deep links load its page); a remote is deployed on its
      // own, under a path only its manifest knows.
      publicPath: name === 'shell' ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...(production ? routerProductionBuild(dir) : {}), ...(isShell ? shellRuntimeAlias() : {}) },
    },
    externals: !isShell && production ? remoteRuntimeExternals() : {},
    module: {
      rules: [
        // The design system ships its stylesheet as text, so it travels with the shared module.
        { resourceQuery: /raw/, type: 'asset/source', use: minifiedCss },
        // An app's own stylesheet, imported for its effect, adds itself to the page once.
        { test: /\.css$/, resourceQuery: { not: [/raw/] }, use: [stylesheetLoader, ...minifiedCss], type: 'javascript/auto' },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          resourceQuery: { not: [/raw/] },
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        shared: sharedDependencies(dir, { composedRemote: !isShell && production }),
        // The shell's own copies serve the page: sharing is settled with what is loaded, not by
        // fetching every remote's entry first to compare versions (version-first), which put five
        // entries on every page's critical path.
        shareStrategy: 'loaded-first',
        // Only browsers run these apps: the runtime's Node paths (loading scripts in Node) go.
        experiments: { optimization: { target: 'web' } },
        runtimePlugins: isShell ? [provideRuntimePlugin, ...runtimePlugins] : runtimePlugins,
        manifest: { fileName: 'mf-manifest.json' },
        // Remotes are registered at run time from remotes.json; contract types live in @aayra/app-contract.
        dts: false,
      }),
      ...(isShell
        ? [
            new rspack.HtmlRspackPlugin({
              template: resolve(dir, 'src/index.html'),
              chunks: ['main'],
              // Deep links (/review/abc) must still find the script; chunks then resolve from it.
              publicPath: '/',
            }),
            ...(production ? [new StartUpPreloadPlugin([sharedLibrariesChunk.name, sharedWorkspaceChunk.name], pageChunks)] : []),
          ]
        : (standalone?.plugins ?? [])),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new ModuleListPlugin(name),
      // A remote says which of its files its pages need offline; the shell's own list is made
      // after its landing is prerendered (precache-shell.mjs).
      ...(!isShell && production ? [new OfflineFilesPlugin()] : []),
    ],
    performance: { hints: false },
    optimization: {
      chunkIds: production ? 'deterministic' : 'named',
      ...(isShell && production ? { splitChunks: { chunks: 'async', cacheGroups: { libraries: sharedLibrariesChunk, workspace: sharedWorkspaceChunk } } } : {}),
    },
    devServer: {
      port: devPort,
      hot: true,
      setupMiddlewares: (middlewares) => [serveRuntimeConfig, ...middlewares],
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}

/**
 * The shell's service worker, built from source into the shell's folder as /sw.js: a name without
 * a hash (the browser finds the worker by its URL, and the app server revalidates it every time),
 * no federation runtime (a worker has no page to share modules with), built after the shell so the
 * shell's clean output folder keeps it.
 * @param {import('@rspack/core').Configuration} app  the shell's own configuration (createAppConfig)
 * @param {string} entry  the worker's source module ('@aayra/service-worker/sw')
 */
export function createServiceWorkerConfig(app, entry) {
  const dir = process.cwd();
  return {
    name: `${app.name}-service-worker`,
    dependencies: [app.name],
    context: dir,
    mode: app.mode,
    target: 'webworker',
    devtool: app.devtool,
    entry: { sw: entry },
    output: { path: app.output.path, publicPath: '/', filename: 'sw.js', clean: false },
    resolve: app.resolve,
    module: app.module,
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(app.mode) }),
      new ModuleListPlugin(`${app.name}-service-worker`),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
