import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// In CI (.ci/run sets CI) a failed test runs once more, as the end-to-end tests do: a test that
// fails twice fails the run, and `npm test`'s summary names every test that passed only on a retry.
const CI_RETRY = process.env.CI ? 1 : 0;

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Above the 5 s that findBy*/waitFor may wait (setup.ts): a test that waits its full
          // allowance on a busy machine fails at its assertion, with its message, not at the timer.
          testTimeout: 20_000,
          retry: CI_RETRY,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // One PGlite/PostgreSQL database per file (PostgreSQL: a database of its own, random name), the
          // servers they start on free ports: two files at a time, one per core; most of a file's time
          // is spent waiting on its database, so two overlap well.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry: CI_RETRY,
        },
      },
    ],
  },
});
