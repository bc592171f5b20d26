/** Backend tests: `unit` (beside the code, no I/O) and `integration` (backend/test, real PostgreSQL and Redis). */
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|load-esm|uid|strtok3|token-types|@tokenizer|uint8array-extras|jose)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
};

module.exports = {
  // A global option: Jest ignores it inside a project. Integration setup (a fresh database, users
  // signed up with argon2) can take longer than the 5 s default; unit tests finish far below it.
  testTimeout: 60_000,
  // A worker keeps every test file's module registry in a VM context of its own, about 50 MB a
  // file (`node --expose-gc node_modules/.bin/jest --logHeapUsage`), which V8 lets go only late:
  // an integration worker grew past 1.3 GB, spent its time in garbage collection, and took longer
  // than Jest's half second to exit ("failed to exit gracefully"). Past this, Jest starts a fresh
  // worker for the next file.
  workerIdleMemoryLimit: '700MB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      rootDir: __dirname,
      roots: ['<rootDir>/backend/src', '<rootDir>/packages'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      rootDir: __dirname,
      roots: ['<rootDir>/backend/test'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/backend/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/backend/test/support/global-teardown.ts',
    },
  ],
};
