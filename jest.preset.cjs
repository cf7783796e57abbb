// Shared Jest setup: SWC strips types (tsc does the type checking in its own target),
// and workspace libs resolve through the same path aliases the compiler uses.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join(__dirname, target),
  ]),
);

// jose 6 and cookie (Fastify's inject), content-disposition, stemmer, and franc-min with its
// dependencies (the eval's language check) ship ES modules only.
const ESM_ONLY_PACKAGES = [
  'jose',
  'cookie',
  'content-disposition',
  'stemmer',
  'franc-min',
  'trigram-utils',
  'n-gram',
  'collapse-white-space',
];

module.exports = {
  testEnvironment: 'node',
  // Jest's default 5 s per test is a timing assertion in disguise: on a two-core CI machine
  // running two projects at once, the web app's longest interaction specs took up to 3.7 s,
  // and a web spec failed one CI run whose log did not say which (the count reporter now
  // names failures at the end). This limit only stops a hung test; it asserts nothing about
  // speed (benchmarks do that). Projects that wait on servers or databases set more.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Packages published only as ES modules go through SWC like our sources (the tests run as
  // CommonJS); everything else in node_modules is loaded as it is. One list for every project.
  transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  reporters: ['default', path.join(__dirname, 'tools/jest/count-reporter.cjs')],
};
