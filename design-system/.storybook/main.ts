import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // Foundations first, so the sidebar opens on the tokens every component is built from.
  stories: ['../src/foundations/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    // The TypeScript checker, not react-docgen's parser: it names every prop's real type (react-docgen
    // showed `readonly StudyFlashcard[]` as "unknown"). Only the design system's own props are listed,
    // not the hundreds of HTML attributes a button or input inherits.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
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
