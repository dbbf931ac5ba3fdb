/** One jest run, three projects: the API (node), the web modules (jsdom), the browser tests (node; a server, database and Chromium per file). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: false, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages jest (CommonJS on Node 20) must compile first.
const ESM_PACKAGES = ['cookie', 'i18next', 'react-i18next', 'file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'];
const common = {
  transformIgnorePatterns: [`/node_modules/(?!(.*/)?(${ESM_PACKAGES.join('|')})/)`],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // file-type exports only import conditions, which jest's require does not ask for.
  moduleNameMapper: { '^file-type$': '<rootDir>/node_modules/file-type/index.js', '^@khel/shared$': '<rootDir>/shared/src/index.ts', '^@khel/shared/(.*)$': '<rootDir>/shared/src/$1' },
  rootDir: __dirname,
};
module.exports = {
  // The machine has 2 cores and the API suites start real databases: a loaded run needs room.
  testTimeout: 60_000,
  // A worker that holds more than this after a file is replaced by a fresh one. Workers grew past 2 GB over a run
  // (every suite's PGlite instance and module registry), and their garbage collection then slowed whole files:
  // a PGlite app that starts in seconds missed a 60 s hook late in a fresh-clone run.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      // One migrated PGlite dump and PostgreSQL template per run, copied by every suite (services/api/test/db-templates.ts).
      globalSetup: '<rootDir>/services/api/test/jest-global-setup.ts',
      globalTeardown: '<rootDir>/services/api/test/jest-global-teardown.ts',
      roots: ['<rootDir>/services', '<rootDir>/shared', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.dom\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/root-config', '<rootDir>/packages'],
      setupFiles: ['<rootDir>/scripts/jest/web-globals.js'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/web-setup.js'],
      testMatch: ['**/*.test.tsx', '**/*.dom.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
    },
  ],
};
