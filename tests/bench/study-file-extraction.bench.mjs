// How long reading a long study file takes, and how much memory it needs, where Aayra reads it:
//   node tests/bench/study-file-extraction.bench.mjs [--runs 3]
// Makes a 50-page PDF (printed by Chromium, with a running header and footer) and a 20-page Word
// document, then reads each
//   (a) in the extract-study-file edge function of a local stack (PGlite): the file is uploaded
//       to the learner's folder and the function invoked; time around the call, memory as the
//       stack process's RSS growth during it (sampled every 10 ms);
//   (b) in Chromium, in a Web Worker running the study-file module bundled with esbuild, as the
//       upload page does; time around the worker's answer, memory as the worker's JS heap peak
//       (Runtime.getHeapUsage over CDP, sampled every 10 ms) above its size before.
// The first call of each place loads the PDF and Word readers and is printed apart.
// Goal: under 3 s each (the figures after the first call).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { buildDocx } from '../fixtures/study-files/build-docx.mjs';
import { handoutHtml, launchChromium, printHandout } from '../fixtures/study-files/print-with-chromium.mjs';
import { cellBiology, waterCycle } from '../fixtures/study-files/texts.mjs';
import { startStack } from './support/local-stack.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Math.max(1, Number(values.runs));
const GOAL_MS = 3000;
const root = fileURLToPath(new URL('../../', import.meta.url));
const studyFileModule = join(root, 'supabase/functions/_shared/study-file/extract-study-file.ts');

// ---- the files -------------------------------------------------------------------------------

/** n sections, each a page, from the fixtures' own paragraphs in turn. */
function longMaterial(fixture, count, paragraphsPerSection) {
  const pool = fixture.sections.flatMap((section) => section.paragraphs);
  const lists = fixture.sections.flatMap((section) => section.list ?? []);
  return {
    title: `${fixture.title} (long edition)`,
    sections: Array.from({ length: count }, (_, index) => ({
      heading: `Part ${index + 1}: ${fixture.sections[index % fixture.sections.length].heading}`,
      paragraphs: Array.from({ length: paragraphsPerSection }, (_, at) => pool[(index * paragraphsPerSection + at) % pool.length]),
      ...(lists.length ? { list: lists } : {}),
      pageBreakBefore: index > 0,
    })),
  };
}

const browser = await launchChromium();
const pdf = new Uint8Array(await printHandout(browser, handoutHtml(longMaterial(cellBiology, 50, 3)), cellBiology.courseTitle));
const docx = buildDocx(longMaterial(waterCycle, 20, 6));
const files = [
  { name: 'long-handout.pdf', bytes: pdf, contentType: 'application/pdf', label: '50-page PDF' },
  { name: 'long-handout.docx', bytes: docx, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: '20-page DOCX' },
];

// ---- figures ---------------------------------------------------------------------------------

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rows = [];

function report(place, file, runs, check) {
  const [first, ...rest] = runs;
  const after = rest.length ? rest : runs;
  const ms = median(after.map((run) => run.ms));
  rows.push({ place, file: file.label, ms, first: first.ms, memory: Math.max(...runs.map((run) => run.memory)), check });
}

// ---- (a) the edge function -------------------------------------------------------------------

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Runs work while sampling a figure every 10 ms; answers the work's result and the peak growth. */
async function sampled(sample, work) {
  const before = await sample();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await sample());
      await new Promise((done) => setTimeout(done, 10));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: Math.round(performance.now() - started), memory: Math.max(peak, await sample()) - before };
  } finally {
    sampling = false;
    await sampler;
  }
}

async function signedInLearner(stack) {
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket }, // Node 20 has no WebSocket of its own
  });
  const email = `bench-files-${Date.now()}@example.com`;
  const password = 'Bench-password-1';
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw signUp.error;
  const outbox = await fetch(`${stack.url}/auth/v1/outbox?email=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } });
  const [message] = await outbox.json();
  await fetch(message.link, { redirect: 'manual' });
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { client, id: signIn.data.user.id };
}

async function benchEdgeFunction() {
  const dataDir = mkdtempSync(join(tmpdir(), 'aayra-bench-files-'));
  const stack = await startStack(['--data-dir', dataDir]);
  try {
    const { client, id } = await signedInLearner(stack);
    for (const file of files) {
      const path = `${id}/bench/${file.name}`;
      const uploaded = await client.storage.from('study-materials').upload(path, file.bytes, { contentType: file.contentType, upsert: true });
      if (uploaded.error) throw uploaded.error;
      const runs = [];
      for (let run = 0; run <= RUNS; run++) {
        const { result, ms, memory } = await sampled(
          () => rssOf(stack.pid),
          () => client.functions.invoke('extract-study-file', { body: { path } }),
        );
        if (result.error) throw result.error;
        runs.push({ ms, memory, data: result.data });
      }
      const { data } = runs.at(-1);
      report('edge function', file, runs, `${data.text.split(/\s+/).length} words${data.pages ? `, ${data.pages} pages` : ''}`);
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- (b) a Web Worker in Chromium --------------------------------------------------------------

async function workerBundle() {
  const esbuild = createRequire(join(root, 'supabase/package.json'))('esbuild');
  const result = await esbuild.build({
    stdin: {
      contents: `import { extractStudyFile } from ${JSON.stringify(studyFileModule)};
        self.onmessage = async ({ data }) => {
          const result = await extractStudyFile(new Uint8Array(data.bytes), data.name);
          self.postMessage({ kind: result.kind, pages: result.pages, words: result.text.split(/\\s+/).length, message: result.message });
        };`,
      resolveDir: root,
      sourcefile: 'study-file-worker.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0].contents;
}

/** CDP messages to the page's worker, through the page's own session (targets not flattened). */
async function workerHeap(page) {
  const cdp = await page.context().newCDPSession(page);
  let workerSession;
  let nextId = 1;
  const pending = new Map();
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'worker') workerSession = sessionId;
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message);
    pending.get(answer.id)?.(answer.result);
    pending.delete(answer.id);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const send = (method) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      cdp.send('Target.sendMessageToTarget', { sessionId: workerSession, message: JSON.stringify({ id, method }) }).catch(() => resolve({ usedSize: 0 }));
    });
  return {
    ready: async () => {
      while (!workerSession) await new Promise((done) => setTimeout(done, 20));
    },
    used: async () => (await send('Runtime.getHeapUsage'))?.usedSize ?? 0,
    collect: () => send('HeapProfiler.collectGarbage'),
  };
}

async function benchBrowser() {
  const bundle = await workerBundle();
  const server = createServer((request, response) => {
    if (request.url === '/study-file-worker.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      return response.end(bundle);
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Study file worker</title>');
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const heap = await workerHeap(page);
    await page.evaluate(() => {
      window.studyFileWorker = new Worker('/study-file-worker.js', { type: 'module' });
      window.readInWorker = (bytes, name) =>
        new Promise((resolve, reject) => {
          window.studyFileWorker.onmessage = ({ data }) => resolve(data);
          window.studyFileWorker.onerror = (event) => reject(new Error(event.message));
          const copy = new Uint8Array(bytes).buffer;
          window.studyFileWorker.postMessage({ bytes: copy, name }, [copy]);
        });
    });
    await heap.ready();
    for (const file of files) {
      const handle = await page.evaluateHandle((bytes) => new Uint8Array(bytes), [...file.bytes]);
      const runs = [];
      for (let run = 0; run <= RUNS; run++) {
        await heap.collect();
        const { result, memory } = await sampled(heap.used, () =>
          page.evaluate(async ({ bytes, name }) => {
            const started = performance.now();
            const answer = await window.readInWorker(bytes, name);
            return { ...answer, ms: Math.round(performance.now() - started) };
          }, { bytes: handle, name: file.name }),
        );
        runs.push({ ms: result.ms, memory, data: result });
      }
      const { data } = runs.at(-1);
      report('browser worker', file, runs, `${data.words} words${data.pages ? `, ${data.pages} pages` : ''}`);
      await handle.dispose();
    }
  } finally {
    await page.close();
    await new Promise((done) => server.close(done));
  }
}

try {
  await benchEdgeFunction();
  await benchBrowser();
} finally {
  await browser.close();
}

console.log(`\nStudy file extraction (median of ${RUNS} after the first call; goal < ${GOAL_MS} ms each)`);
console.log('place            file          time      first call   peak memory   read');
for (const row of rows) {
  const verdict = row.ms < GOAL_MS ? 'meets goal' : 'OVER GOAL';
  console.log(
    `${row.place.padEnd(16)} ${row.file.padEnd(13)} ${`${row.ms} ms`.padStart(8)}  ${`${row.first} ms`.padStart(10)}   ${mb(row.memory).padStart(10)}   ${row.check}  (${verdict}, goal < ${GOAL_MS} ms)`,
  );
}
process.exit(rows.every((row) => row.ms < GOAL_MS) ? 0 : 1);
