// The specs run the real `silent` executable as a subprocess (bin/silent.mjs): slower than
// in-process calls, so the timeout is generous on a busy machine.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'cli',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
};
