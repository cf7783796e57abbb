// franc-min and its dependencies ship ES modules only, so Jest transforms them like our code.
const ESM_PACKAGES = ['franc-min', 'trigram-utils', 'n-gram', 'collapse-white-space'];

module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'eval',
  rootDir: __dirname,
  testEnvironment: 'node',
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
};
