import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { createAppConfig } from '@aayra/tooling/rspack';

const config = createAppConfig({
  exposes: { './pages': './src/pages.tsx', './widgets': './src/widgets.tsx' },
});

// Reading text in pictures (the upload page's OCR) runs tesseract.js from files this remote serves
// itself, next to its chunks (src/features/upload/files/read-image-text.ts): its worker script, its
// engine (the LSTM-only builds, with and without SIMD) and the compact English data.
const require = createRequire(import.meta.url);
const tesseract = dirname(require.resolve('tesseract.js/package.json'));
const core = dirname(
  createRequire(join(tesseract, 'package.json')).resolve('tesseract.js-core/package.json'),
);
const english = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
const engines = [
  'tesseract-core-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-relaxedsimd-lstm.wasm.js',
];

const ocrAssets = new rspack.CopyRspackPlugin({
  patterns: [
    { from: join(tesseract, 'dist/worker.min.js'), to: 'ocr/worker.min.js' },
    ...engines.map((engine) => ({ from: join(core, engine), to: `ocr/${engine}` })),
    { from: join(english, '4.0.0_best_int/eng.traineddata.gz'), to: 'ocr/eng.traineddata.gz' },
  ],
}) as RspackPluginInstance;

export default {
  ...config,
  plugins: [...(config.plugins ?? []), ocrAssets],
  // unpdf looks up pdf.js's files with import.meta.resolve only when it runs in Node, never here.
  ignoreWarnings: [...(config.ignoreWarnings ?? []), { module: /unpdf/, message: /import\.meta/ }],
};
