// npm run storybook: the design system's Storybook for a designer, from a fresh clone, in one command.
// Installs what is missing, then serves Storybook with hot reload on http://localhost:6006.
import { installDependencies, runPnpm } from './run.mjs';

const port = process.env.STORYBOOK_PORT ?? '6006';
await installDependencies();
const { code } = await runPnpm(
  ['--filter', '@aayra/design-system', 'exec', 'storybook', 'dev', '-p', port],
  {
    env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
  },
);
process.exit(code);
