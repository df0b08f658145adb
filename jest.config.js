// One jest run for every backend suite; each workspace is a project.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Workspace packages are tested from source, so a test never runs against a stale build.
const moduleNameMapper = {
  '^@undangan/(contracts|platform)$': path.join(__dirname, 'services/$1/src'),
  '^@undangan/platform/testing$': path.join(__dirname, 'services/platform/src/testing'),
};

const project = (dir, extra = {}) => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  ...extra,
});

module.exports = {
  projects: [
    project('services/contracts'),
    project('services/platform'),
    project('services/catalogue'),
    project('services/ordering'),
    project('services/proof-storage'),
    project('services/reporting'),
    project('services/notifications'),
    project('services/invitations'),
    project('gateway'),
    project('infra/midtrans-sim'),
    project('infra/stack'),
    project('web', {
      // web/src's own `@/` alias (web/tsconfig.json, web/vite.config.ts).
      moduleNameMapper: { ...moduleNameMapper, '^@/(.*)$': path.join(__dirname, 'web/src/$1') },
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.test.ts'],
    }),
  ],
  maxWorkers: 2,
  testTimeout: 30000,
};
