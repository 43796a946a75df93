// The shell's page names the chunks every page starts with, so the browser fetches them beside the
// shell's first script rather than once it has run: one round trip less before the page paints.
// Chunks only one address starts with (Home's page) are named with that address, for the
// prerendered landing's boot script to preload there alone.
import { rspack } from '@rspack/core';

/** The chunk group of the shell's start-up: `import(/* webpackChunkName: "start-up" *\/ './bootstrap')`. */
const START_UP_CHUNK = 'start-up';

/** The JavaScript files of chunks, as page paths. */
const scriptFiles = (chunks, publicPath) =>
  [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].map((file) => `${publicPath}${file}`);

/** The chunks of a named chunk group. */
function chunkGroup(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`The shell has no "${name}" chunk to preload (its import is named so).`);
  return group.chunks;
}

/** The start-up's own chunks and the named shared chunks every page starts with, as page paths. */
function startUpFiles(compilation, sharedChunkNames, publicPath) {
  const shared = [...compilation.chunks].filter((chunk) => sharedChunkNames.includes(chunk.name));
  return scriptFiles([...chunkGroup(compilation, START_UP_CHUNK), ...shared], publicPath);
}

export class StartUpPreloadPlugin {
  /**
   * @param {string[]} sharedChunkNames  the shared chunks every page starts with (create-app-config.mjs)
   * @param {Record<string, string>} [pageChunks]  address -> chunk name, for chunks only that address starts with
   */
  constructor(sharedChunkNames, pageChunks = {}) {
    this.sharedChunkNames = sharedChunkNames;
    this.pageChunks = pageChunks;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartUpPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('StartUpPreloadPlugin', async (data) => {
        const publicPath = data.plugin.options.publicPath ?? '/';
        const startUp = startUpFiles(compilation, this.sharedChunkNames, publicPath);
        const pageLinks = Object.entries(this.pageChunks).flatMap(([page, name]) =>
          scriptFiles(chunkGroup(compilation, name), publicPath)
            .filter((href) => !startUp.includes(href))
            .map((href) => `<link rel="preload" as="script" href="${href}" data-page="${page}">`),
        );
        const links = startUp
          .map((href) => `<link rel="preload" as="script" href="${href}">`)
          .concat(pageLinks)
          .join('');
        if (!data.html.includes('</head>')) throw new Error(`${data.outputName} has no </head> for the start-up's preloads.`);
        return { ...data, html: data.html.replace('</head>', () => `${links}</head>`) };
      });
    });
  }
}
