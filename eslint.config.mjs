// The lint that keeps the architecture (issue 12 point 4). `npm run lint` runs it with --max-warnings 0, and
// `npm test` runs `npm run lint` before the tests.
//
// Boundaries, as ARCHITECTURE.md draws the layers:
// - browser: an app (packages/<name>) imports only @khel/shared and its own files; root-config imports only
//   @khel/shared; shared imports nothing of ours but itself.
// - server: a domain module (services/api/src/<domain>) never imports the route folders (services/api/src/services);
//   routes call domain code, never the other way round.
// - no import cycles anywhere (import-x/no-cycle).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SOURCES = ['**/*.{ts,tsx}'];
// Every tsconfig (browser code, its tests, the server, e2e and the scripts' tests): imports resolve as tsc resolves them.
const TSCONFIGS = ['tsconfig.json', 'tsconfig.web-test.json', 'services/api/tsconfig.json', 'e2e/tsconfig.json'];

const ELEMENTS = [
  { type: 'shared', pattern: 'shared/src' },
  { type: 'root-config', pattern: 'root-config/src' },
  { type: 'app', pattern: 'packages/*/src', capture: ['app'] },
  { type: 'server-routes', pattern: 'services/api/src/services' },
  { type: 'server', pattern: 'services/api/src' },
  { type: 'server-test', pattern: 'services/api/test' },
  { type: 'e2e', pattern: 'e2e' },
];

/** A policy: files of element type `from` may import the element types `to` (and external packages). */
function allow(from, to) {
  return { from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'data/**', 'docs/**', 'root-config/public/**', 'import-map*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: SOURCES,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true })],
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [{ category: 'composition-root', pattern: 'services/api/src/{app,main}.ts' }],
      'import/resolver': { typescript: { project: TSCONFIGS, noWarnOnMultipleProjects: true } },
      'boundaries/legacy-templates': false,
      'boundaries/include': ['shared/src/**', 'root-config/src/**', 'packages/*/src/**', 'services/api/**', 'e2e/**'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('shared', ['shared']),
            allow('root-config', ['shared', 'root-config']),
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'app', captured: { app: '{{ from.element.captured.app }}' } } } } },
            allow('app', ['shared']),
            allow('server', ['server', 'shared']),
            // The composition roots build the app from the route plugins.
            { from: { file: { categories: 'composition-root' } }, allow: { to: { element: { type: 'server-routes' } } } },
            allow('server-routes', ['server', 'server-routes', 'shared']),
            allow('server-test', ['server', 'server-routes', 'server-test', 'shared']),
            allow('e2e', ['e2e', 'shared', 'server', 'server-test']),
          ],
        },
      ],
    },
  },
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    // The webpack configs are CommonJS; their tests load them as Node does.
    files: ['scripts/**/*.test.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Build, start and benchmark scripts, webpack configs and jest setup: plain JavaScript on Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Boot scripts run in the page before SystemJS has loaded anything; benchmark scripts pass functions to the page.
    files: ['root-config/boot/**/*.js', 'scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, System: 'readonly' } },
  },
  {
    files: ['shared/src/**/*.tsx', 'packages/*/src/**/*.tsx', 'root-config/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'root-config/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
