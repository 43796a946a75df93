import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'design-system',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Vitest blanks CSS by default; the stylesheet string (imported with ?raw) is under test.
    css: { include: [/\.css/] },
  },
});
