import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      '**/graphql/generated.ts',
      'console/src/graphql/documents/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the types of the tsconfig.json that owns it (sdk, a target,
        // server, console, e2e); the few TypeScript files no package owns use the base options.
        projectService: {
          allowDefaultProject: [
            'codegen.ts',
            'vitest.config.ts',
            'fixtures/media/*.ts',
            'fixtures/ai-camera/*.ts',
            'fixtures/feeds/*.ts',
            'fixtures/pos/*.ts',
            'scripts/tvBoot/*.d.ts',
          ],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // recommendedTypeChecked is on for the rules that catch real bugs: a promise nobody awaits
      // or one passed where a callback's result is ignored (no-floating-promises,
      // no-misused-promises), `await` on a value that is not a promise (await-thenable), an
      // assertion that changes nothing (no-unnecessary-type-assertion), `${object}` printing
      // "[object Object]" (no-base-to-string), and `any` leaking into production code
      // (no-unsafe-*). Off: require-await (98 hits, none a bug: an async function without
      // await still turns a throw into a rejection, which is what an async HostAPI method
      // promises its caller).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The server has no React: its use* functions are envelop/yoga plugin factories.
    files: ['server/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Tests and test helpers read JSON answers and poke at fakes, where `any` is the honest type
    // of what came back and the assertion right after checks it: no-unsafe-* there is noise
    // (26 hits when this was set up, none a bug). The promise rules stay on for tests.
    files: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/test/**',
      'e2e/**',
      'fixtures/**',
      '**/*-test-kit.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Build configs and scripts are plain JavaScript outside every tsconfig: no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'e2e/**', 'server/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS by necessity: the boot check runs in Node 6 and 7 (TV engines' V8), which have no
    // ES modules, and dependency-cruiser's config composes the packages' layer rules by require.
    files: ['scripts/tvBoot/*.cjs', '.dependency-cruiser.cjs', '*/dependency-rules.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['console/**', 'sdk/**', 'targets/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
