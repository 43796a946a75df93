import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // A review tool, not a shipped bundle: its size and jotai's 'use client' notice are noise in CI logs.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      build: {
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    }),
};

export default config;
