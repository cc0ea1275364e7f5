// ESLint flat config. Type-aware rules (typescript-eslint through the TS project service) for .ts and
// .svelte, plus import boundaries that keep the layers in ARCHITECTURE.md true.
// Run with `npm run lint` (cached in .cache/eslint; CI starts cold).
import globals from 'globals';
import svelte from 'eslint-plugin-svelte';
import tseslint from 'typescript-eslint';

// Core rules that catch real mistakes (no @eslint/js in the tree, so listed here).
const coreRules = {
  'no-cond-assign': 'error',
  'no-constant-binary-expression': 'error',
  'no-debugger': 'error',
  'no-dupe-else-if': 'error',
  'no-duplicate-case': 'error',
  'no-empty-pattern': 'error',
  'no-fallthrough': 'error',
  'no-self-assign': 'error',
  'no-self-compare': 'error',
  'no-sparse-arrays': 'error',
  'no-unreachable': 'error',
  'no-unsafe-finally': 'error',
  'no-unused-labels': 'error',
  'no-useless-catch': 'error',
  'no-var': 'error',
  'prefer-const': 'error',
};

// Import boundaries: each pattern is what a folder may NOT import.

/** @type {(regex: string, message: string) => { regex: string, message: string }} */
const banned = (regex, message) => ({ regex, message });

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.cache/**',
      'dist/**',
      'release/**',
      '.stryker-tmp/**',
      'reports/**',
      'tests/e2e/.artifacts/**',
      '**/*.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.svelte'],
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      ...coreRules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser },
    },
    // `let { x } = $props()` is Svelte 5's form; the plugin's rule knows the runes.
    rules: { 'prefer-const': 'off', 'svelte/prefer-const': 'error' },
  },
  {
    // Plain JS helpers have no TS types to check against.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },

  // ---- Layers ----------------------------------------------------------------------------------
  // Relative specifiers are matched as written ("../../saves/store"), so each regex names the folder
  // a layer may not reach. Packages are matched by name.
  {
    // The engine is pure and deterministic: only engine code and zod (data validation).
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            banned(
              '^(\\.\\./)+(electron|saves|renderer|tests|assets|tools)(/|$)',
              'engine/ imports only engine/: the shell depends on the engine, never the reverse.',
            ),
            banned(
              '^(?![.]|zod$)',
              'engine/ is pure TypeScript: no packages but zod, no Node, DOM or Electron (generators belong in tools/).',
            ),
          ],
        },
      ],
    },
  },
  {
    // engine/core is shared by every game: it knows no game (and, like all the engine, no shell).
    files: ['engine/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            banned(
              '^(\\.\\./)+(richard-iii|electron|saves|renderer|tests|assets|tools)(/|$)',
              'engine/core knows no game and no shell.',
            ),
            banned('^(?![.])', 'engine/core is pure TypeScript with no packages.'),
          ],
        },
      ],
    },
  },
  {
    // The save store depends on the engine's core contract only, never on a game or the shell.
    files: ['saves/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            banned('^(\\.\\./)+(electron|renderer|tests|assets|tools)(/|$)', 'saves/ knows no shell.'),
            banned(
              '^(\\.\\./)+engine(/(?!core(/|$)).*)?$',
              'saves/ imports only engine/core: a game is handed to it as a module, never imported.',
            ),
            banned('^electron$', 'saves/ runs headless too: no Electron.'),
          ],
        },
      ],
    },
  },
  {
    // Services are plain classes run by Electron, web mode, tests and self-play alike: no Electron,
    // no host code, no page code.
    files: ['electron/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            banned('^electron$', 'Services run headless too: Electron stays in electron/main.'),
            banned('^(\\.\\./)+(main|headless|preload|renderer)(/|$)', 'Services know no host and no page.'),
          ],
        },
      ],
    },
  },
  {
    // The renderer draws and asks; it decides no rules and reaches the main process only through the
    // typed IPC contract: contract.ts and the preload's exposed type (types only), api.ts (the client
    // over a transport), ws-path.ts (web mode's socket path), limits.ts (the wire's size limits) and
    // languages.ts (the page's languages). Engine data and views are shared.
    files: ['renderer/**/*.ts', 'renderer/**/*.svelte'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            banned(
              '^(\\.\\./)+electron/(?!(ipc/(contract|api|ws-path|limits|languages)|preload/preload)$)',
              'The renderer reaches the main process only through the IPC contract (electron/ipc/contract, api, ws-path, limits, languages).',
            ),
            {
              ...banned(
                '^(\\.\\./)+electron/(ipc/contract|preload/preload)$',
                'Only types cross from the contract and the preload (`import type`): their values are main-process code.',
              ),
              allowTypeImports: true,
            },
            banned('^(electron|node:.*|better-sqlite3)$', 'The renderer runs sandboxed: no Electron or Node APIs.'),
            banned('^(\\.\\./)+saves(/|$)', 'The renderer never imports the save store: ask the services over IPC.'),
          ],
        },
      ],
    },
  },
);
