// PGlite loads its WebAssembly through dynamic import(), which Jest only allows with
// --experimental-vm-modules: the `test` target in project.json sets it.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'data',
  rootDir: __dirname,
  testEnvironment: 'node',
  // A first run builds the migrated PGlite template (initdb takes several seconds).
  testTimeout: 60_000,
};
