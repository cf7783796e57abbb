module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'auth-server',
  rootDir: __dirname,
  testEnvironment: 'node',
};
