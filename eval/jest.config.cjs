module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'eval',
  rootDir: __dirname,
  testEnvironment: 'node',
};
