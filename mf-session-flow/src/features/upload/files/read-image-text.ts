// Reads the text in a picture with tesseract.js, in its own worker, entirely from files this remote
// serves itself (rspack.config.ts copies them into ocr/): no request leaves Aayra's origin.
import type { Worker as OcrWorker } from 'tesseract.js';
import { ocrParagraphs } from './ocr-text';

declare const __webpack_public_path__: string;

/** Where the build put the OCR worker, engine and English data: next to this remote's own chunks. */
export function ocrAssetsUrl(): string {
  return new URL('ocr/', new URL(__webpack_public_path__, document.baseURI)).href;
}

export type ImageTextProgress = (stage: 'loading' | 'recognising', fraction: number) => void;

export class ImageTextReader {
  private worker: Promise<OcrWorker> | null = null;
  private onProgress: ImageTextProgress | null = null;

  /** The picture's text as paragraphs ('' when it shows none). Throws when the picture cannot be read. */
  async read(image: Blob, onProgress: ImageTextProgress): Promise<string> {
    this.onProgress = onProgress;
    onProgress('loading', 0);
    try {
      const worker = await this.start();
      const { data } = await worker.recognize(image);
      return ocrParagraphs(data.text);
    } finally {
      this.onProgress = null;
    }
  }

  close(): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.then((started) => started.terminate()).catch(() => undefined);
  }

  private start(): Promise<OcrWorker> {
    if (!this.worker) {
      // Loaded only when a picture is added: the engine and its data are several megabytes.
      this.worker = import('tesseract.js').then(({ createWorker, OEM }) => {
        const assets = ocrAssetsUrl();
        return createWorker('eng', OEM.LSTM_ONLY, {
          workerPath: `${assets}worker.min.js`,
          corePath: assets,
          langPath: assets,
          gzip: true,
          logger: ({ status, progress }) => {
            if (status === 'recognizing text') this.onProgress?.('recognising', progress);
          },
        });
      });
      // A failed start is not kept: the next picture tries again.
      this.worker.catch(() => {
        this.worker = null;
      });
    }
    return this.worker;
  }
}
