import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudyFileReader } from './study-file-reader';

const notes = () =>
  new Blob(['Osmosis is the diffusion of water across a partially permeable membrane.\n'], {
    type: 'text/plain',
  });

afterEach(() => vi.unstubAllGlobals());

describe('reading study files where no worker can run', () => {
  it('reads in the page when the worker cannot be made (a remote on another origin)', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Script at another origin cannot be accessed', 'SecurityError');
        }
      },
    );
    const reader = new StudyFileReader();
    expect(await reader.check(notes(), 'biology.txt')).toEqual({
      ok: true,
      kind: 'text',
      mimetype: 'text/plain',
    });
    const progress: number[][] = [];
    const read = await reader.extract(notes(), 'biology.txt', (done, total) =>
      progress.push([done, total]),
    );
    expect(read).toMatchObject({ kind: 'text', extracted: true });
    expect(read.text).toContain('Osmosis is the diffusion of water');
    expect(progress).toEqual([[1, 1]]);
  });

  it('reads in the page what it had given a worker whose script then failed to load', async () => {
    const started: { onerror: ((event: Event) => void) | null }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onerror: ((event: Event) => void) | null = null;
        onmessage = null;
        constructor() {
          started.push(this);
        }
        postMessage() {
          // The script never loads: the worker reports an error instead of answering.
          setTimeout(() => this.onerror?.(new Event('error')), 0);
        }
        terminate() {}
      },
    );
    const reader = new StudyFileReader();
    expect(await reader.check(notes(), 'biology.txt')).toMatchObject({ ok: true, kind: 'text' });
    // A refusal still comes back as the sentence to show.
    expect(await reader.check(new Blob(['%PDF-1.4']), 'biology.docx')).toEqual({
      ok: false,
      message: expect.stringMatching(/named like a Word document/),
    });
    expect(started).toHaveLength(1);
  });
});
