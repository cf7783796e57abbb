module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
