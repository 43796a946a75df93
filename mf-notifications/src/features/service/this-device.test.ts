import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type * as CapacitorCore from '@capacitor/core';
import { isNativeApp } from '@aayra/app-contract/native-app';

const page = globalThis as { androidBridge?: unknown; webkit?: unknown; CapacitorCustomPlatform?: unknown; Capacitor?: unknown };

const coreModule = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('@capacitor/core/package.json')), 'dist/index.js')).href;
let loads = 0;

/** Capacitor's core as a page loading it now would have it: it reads the page when it is first imported. */
async function freshCapacitor(): Promise<typeof CapacitorCore.Capacitor> {
  delete page.Capacitor;
  loads += 1;
  return ((await import(/* @vite-ignore */ `${coreModule}?load=${loads}`)) as typeof CapacitorCore).Capacitor;
}

afterEach(() => {
  delete page.androidBridge;
  delete page.webkit;
  delete page.CapacitorCustomPlatform;
});

// The service picks its device without loading Capacitor, so its reading must be Capacitor's own.
describe('isNativeApp agrees with Capacitor', () => {
  it('on the web', async () => {
    expect(isNativeApp()).toBe(false);
    expect((await freshCapacitor()).isNativePlatform()).toBe(false);
  });

  it('in the Android app', async () => {
    page.androidBridge = {};
    expect(isNativeApp()).toBe(true);
    expect((await freshCapacitor()).getPlatform()).toBe('android');
  });

  it('in the iOS app', async () => {
    page.webkit = { messageHandlers: { bridge: {} } };
    expect(isNativeApp()).toBe(true);
    expect((await freshCapacitor()).getPlatform()).toBe('ios');
  });

  it('on a custom platform', async () => {
    page.CapacitorCustomPlatform = { name: 'electron', plugins: {} };
    expect(isNativeApp()).toBe(true);
    expect((await freshCapacitor()).isNativePlatform()).toBe(true);
  });
});
