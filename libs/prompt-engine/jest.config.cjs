module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'prompt-engine',
  rootDir: __dirname,
  testEnvironment: 'node',
};
