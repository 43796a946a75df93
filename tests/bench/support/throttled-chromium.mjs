// Chromium on a throttled phone profile, for benchmarks that time what a learner waits for. The
// profile holds for every page and for the service worker too: the worker's own requests are
// throttled like the page's (DevTools' page throttling alone would let them through at full speed).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { WebSocket } from 'ws';
import { chromiumArgs, findBrowser } from '../../../tooling/scripts/find-browser.mjs';

/** A mid-range phone on a slow mobile network: CPU 4x slower, 1.6 Mbps down, 750 kbps up, 150 ms. */
export const PHONE_PROFILE = {
  cpuRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  viewport: { width: 390, height: 844 },
};

/** Applies the profile to every page and service worker the browser starts, through one CDP connection. */
async function throttleEveryTarget(port, profile) {
  const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  let lastId = 0;
  const waiting = new Map();
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = (lastId += 1);
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id) {
      const { resolve, reject } = waiting.get(message.id) ?? {};
      waiting.delete(message.id);
      return message.error ? reject?.(new Error(message.error.message)) : resolve?.(message.result);
    }
    if (message.method !== 'Target.attachedToTarget') return;
    const { sessionId, targetInfo } = message.params;
    if (!['page', 'service_worker'].includes(targetInfo.type)) return;
    const throttling = [send('Network.enable', {}, sessionId), send('Network.emulateNetworkConditions', profile.network, sessionId)];
    if (targetInfo.type === 'page') throttling.push(send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate }, sessionId));
    Promise.all(throttling).catch(() => undefined);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
  return () => socket.close();
}

/**
 * A browser profile of its own (its HTTP cache, storage and service workers persist across pages,
 * as on a phone), throttled. close() removes the profile.
 */
export async function launchThrottledBrowser(profile = PHONE_PROFILE) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'aayra-phone-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findBrowser(),
    args: [...chromiumArgs, '--remote-debugging-port=0'],
    serviceWorkers: 'allow',
    viewport: profile.viewport,
  });
  const port = Number(readFileSync(join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  const stopThrottling = await throttleEveryTarget(port, profile);
  return {
    context,
    close: async () => {
      stopThrottling();
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
