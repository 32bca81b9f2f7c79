import { defineConfig } from 'vitest/config';

// Two tiers told apart by file suffix: `*.test.ts(x)` are unit tests (no database),
// `*.int.test.ts` run against a real PostgreSQL cluster started once per run.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // A first test that builds the skills taxonomy or starts the PDF workers takes 2-3 s; on a
          // busy 2-core machine (the browser tests run beside these) several times that.
          testTimeout: 15_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Typing whole forms with user-event takes 1-2 s; on a busy 2-core machine, several times that.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
