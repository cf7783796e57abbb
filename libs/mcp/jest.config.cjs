module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'mcp',
  rootDir: __dirname,
  testEnvironment: 'node',
};
