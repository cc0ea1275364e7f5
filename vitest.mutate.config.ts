import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each engine mutant (`npm run mutate`): the rule tests that check
// exact positions. The long random-play suites (properties, fuzzers, bot strength, undo over 20
// games, the determinize properties over seeded games: 36 of the 42 s) stay out — each surviving mutant
// would take minutes — so the score measures the targeted tests.
export default defineConfig({
  test: {
    include: ['tests/engine/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      'tests/engine/properties.test.ts',
      'tests/engine/undo.test.ts',
      'tests/engine/determinize.test.ts',
      'tests/engine/**/fuzz.test.ts',
      'tests/engine/bots/**',
    ],
    testTimeout: 60_000,
  },
});
