import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// `npm test` runs both projects: fast unit/integration tests everywhere, then browser end-to-end
// tests (which build the renderer once in their global setup).
export default defineConfig({
  test: {
    projects: [
      {
        // Compiles `.svelte.ts` modules (runes), e.g. the page's language state behind `t()`.
        plugins: [svelte({ configFile: false })],
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'engine/**/*.test.ts', 'saves/**/*.test.ts', 'electron/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/**/*.e2e.test.ts', '**/node_modules/**'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Some browser tests word actions as the page does (renderer/games/richard-iii/model/*), which reads `t()`.
        plugins: [svelte({ configFile: false })],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One module registry for all the browser files (they run one after another in one worker):
          // each file imported the host, the engines and playwright-core afresh, seconds a file. Every
          // file starts its own host, services and Chromium, and none mocks a module or sets state
          // at import, so nothing one file does reaches the next.
          isolate: false,
          // Browser tests run after the unit tests, not beside them: on a 2-core machine the
          // fuzzers and crash tests would otherwise starve Chromium into timeouts.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
