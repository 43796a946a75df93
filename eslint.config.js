import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/node_modules/**', '**/storybook-static/**', '.aayra/**',
      'test-results/**', 'playwright-report/**', 'supabase/src/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No remote imports another remote or the shell: shared code goes through the two packages.
    files: ['shell/src/**', 'mf-*/src/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['shell', 'shell/*', 'mf-*', '../../shell/*', '../../mf-*/*', '**/../mf-*/**', '**/../shell/**'],
            message: 'Apps share code only through @aayra/design-system and @aayra/supabase.' },
        ],
      }],
    },
  },
);
