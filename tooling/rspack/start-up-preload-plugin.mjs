// The shell's page names the chunks every page starts with, so the browser fetches them beside the
// shell's first script rather than once it has run: one round trip less before the page paints.
import { rspack } from '@rspack/core';

/** The chunk group of the shell's start-up: `import(/* webpackChunkName: "start-up" *\/ './bootstrap')`. */
const START_UP_CHUNK = 'start-up';

/** The start-up's own chunks and the named shared chunks every page starts with, as page paths. */
function startUpFiles(compilation, sharedChunkNames, publicPath) {
  const group = compilation.namedChunkGroups.get(START_UP_CHUNK);
  if (!group) throw new Error(`The shell has no "${START_UP_CHUNK}" chunk: its index.ts names the import of ./bootstrap so.`);
  const shared = [...compilation.chunks].filter((chunk) => sharedChunkNames.includes(chunk.name));
  const files = [...group.chunks, ...shared].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return [...new Set(files)].map((file) => `${publicPath}${file}`);
}

export class StartUpPreloadPlugin {
  /** @param {string[]} sharedChunkNames  the shared chunks every page starts with (create-app-config.mjs) */
  constructor(sharedChunkNames) {
    this.sharedChunkNames = sharedChunkNames;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartUpPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('StartUpPreloadPlugin', async (data) => {
        const links = startUpFiles(compilation, this.sharedChunkNames, data.plugin.options.publicPath ?? '/')
          .map((href) => `<link rel="preload" as="script" href="${href}">`)
          .join('');
        if (!data.html.includes('</head>')) throw new Error(`${data.outputName} has no </head> for the start-up's preloads.`);
        return { ...data, html: data.html.replace('</head>', () => `${links}</head>`) };
      });
    });
  }
}
