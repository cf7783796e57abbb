// End-to-end specs: one production server (built web + API, embedded database in a temp
// directory) for the whole run, driven through Debian's Chromium. Runs serially.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
};
