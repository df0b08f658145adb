// The fault suite: the whole stack against the machine's RabbitMQ and PostgreSQL while they fail.
// One file at a time and never beside another suite, since one test restarts RabbitMQ itself.
const path = require('node:path');
const main = require('./jest.config.js');

const { transform, moduleNameMapper } = main.projects.find((p) => p.displayName === 'infra/stack');

module.exports = {
  displayName: 'faults',
  rootDir: path.join(__dirname, 'infra/stack'),
  testEnvironment: 'node',
  transform,
  moduleNameMapper,
  testMatch: ['<rootDir>/faults/**/*.fault.test.ts'],
  maxWorkers: 1,
  testTimeout: 120_000,
};
