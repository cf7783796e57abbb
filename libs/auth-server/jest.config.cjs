module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'auth-server',
  rootDir: __dirname,
  testEnvironment: 'node',
  // jose 6 and cookie (used by Fastify's inject) ship ESM only; let SWC turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie)/)'],
  testTimeout: 30_000,
};
