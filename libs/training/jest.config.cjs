module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'training',
  rootDir: __dirname,
  testEnvironment: 'node',
};
