import type { Configuration } from '@rspack/core';

export function createAppConfig(options?: {
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  pageChunks?: Record<string, string>;
}): Configuration;

export function createServiceWorkerConfig(app: Configuration, entry: string): Configuration;
