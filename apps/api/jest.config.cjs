// PGlite loads its WebAssembly through dynamic import(), which Jest only allows with
// --experimental-vm-modules: the `test` target in project.json sets it.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
  // jose 6, content-disposition and cookie ship ESM only: let SWC turn it into CommonJS like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!(jose|content-disposition|cookie)/)'],
  // Property-based fuzzing (`*.fuzz.spec.ts`) has its own target, `api:fuzz`
  // (jest.fuzz.config.cjs), so `nx test api` stays quick; `npm test` runs both.
  testPathIgnorePatterns: ['/node_modules/', '\\.fuzz\\.spec\\.ts$'],
};
