module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'auth-server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 30_000,
};
