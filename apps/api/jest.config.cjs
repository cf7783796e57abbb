// PGlite loads its WebAssembly through dynamic import(), which Jest only allows with
// --experimental-vm-modules: the `test` target in project.json sets it.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
  // Property-based fuzzing (`*.fuzz.spec.ts`) has its own target, `api:fuzz`
  // (jest.fuzz.config.cjs), so `nx test api` stays quick; `npm test` runs both.
  testPathIgnorePatterns: ['/node_modules/', '\\.fuzz\\.spec\\.ts$'],
};
