// `nx run api:fuzz`: the property-based fuzz suites (`*.fuzz.spec.ts`), thousands of hostile
// requests against every endpoint and /auth/v1. Kept out of `nx test api` because they take
// most of its time; `npm test` runs both targets and counts both.
const api = require('./jest.config.cjs');

module.exports = {
  ...api,
  displayName: 'api:fuzz',
  testMatch: ['<rootDir>/src/**/*.fuzz.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
