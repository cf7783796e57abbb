module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'auth-server',
  rootDir: __dirname,
  testEnvironment: 'node',
  // jose 6 ships ESM only; let SWC turn it into CommonJS like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  testTimeout: 30_000,
};
