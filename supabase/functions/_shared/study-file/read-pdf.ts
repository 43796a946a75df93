import { documentText, type PageLine } from './page-lines.ts';
import { PDF_DAMAGED, PDF_LOCKED, PDF_SCANNED } from './study-file-messages.ts';

export interface PdfText {
  text: string;
  pages: number;
  /** Why there is no text, for the learner; null when there is. */
  message: string | null;
}

interface DrawnText {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

const isDrawnText = (item: unknown): item is DrawnText => typeof (item as DrawnText).str === 'string';

/** Gathers a page's text pieces into lines: a new line at each end of line or change of baseline. */
function linesOf(items: readonly unknown[]): PageLine[] {
  const lines: PageLine[] = [];
  let current: PageLine | null = null;
  let endOfLine = false;
  for (const item of items) {
    if (!isDrawnText(item)) continue;
    const [, , , scaleY = 0, x = 0, y = 0] = item.transform;
    const height = item.height || Math.abs(scaleY);
    if (item.str !== '') {
      // Ligatures and other presentation forms (the "ﬁ" of "ﬁrst") become plain letters.
      const text = item.str.normalize('NFKC');
      if (current && !endOfLine && Math.abs(current.y - y) <= current.height / 2) {
        current.text += text;
        current.right = Math.max(current.right, x + item.width);
        current.x = Math.min(current.x, x);
        if (text.trim()) current.height = Math.max(current.height, height);
      } else if (text.trim() !== '') {
        current = { text, x, y, right: x + item.width, height };
        lines.push(current);
      }
    }
    endOfLine = item.hasEOL;
  }
  return lines.map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }));
}

function pdfFailure(error: unknown): string {
  const name = (error as { name?: string } | null)?.name ?? '';
  return name === 'PasswordException' ? PDF_LOCKED : PDF_DAMAGED;
}

/**
 * Reads a PDF's text layer, page by page, with unpdf (pdf.js built to run anywhere: a browser
 * worker, Node, Deno). A PDF with no text layer, a locked or a damaged one gives a message instead.
 */
export async function readPdf(bytes: Uint8Array, onProgress?: (done: number, total: number) => void): Promise<PdfText> {
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes over the buffer it is given; a copy leaves the caller's bytes intact.
    pdf = await getDocumentProxy(bytes.slice(), { stopAtErrors: true, verbosity: 0 });
  } catch (error) {
    return { text: '', pages: 0, message: pdfFailure(error) };
  }
  try {
    const pages: PageLine[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      pages.push(linesOf((await page.getTextContent()).items));
      page.cleanup();
      onProgress?.(number, pdf.numPages);
    }
    const text = documentText(pages);
    return { text, pages: pdf.numPages, message: /\p{L}/u.test(text) ? null : PDF_SCANNED };
  } catch (error) {
    return { text: '', pages: pdf.numPages, message: pdfFailure(error) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
