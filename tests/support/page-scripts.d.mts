import type { Page } from '@playwright/test';

export const PRELOAD_MARK: string;

export interface ScriptBytes {
  /** Each script requested before the preload mark: its path and bytes. */
  scripts: [string, number][];
  jsBytes: number;
  preloadedBytes: number;
}

export function scriptBytes(page: Page): Promise<ScriptBytes>;
