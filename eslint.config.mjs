import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// Which layer may import which: contracts ← client/engine/ui/data ← server libs ← apps.
// A wrong import fails `npm test` through this rule.
const depConstraints = [
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:engine', onlyDependOnLibsWithTags: ['type:contracts', 'type:engine'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:contracts'] },
  {
    sourceTag: 'type:server',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:data', 'type:engine'],
  },
  {
    sourceTag: 'type:app-web',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:client', 'type:ui'],
  },
  // The MCP tools and their backends (engine in-process, or a server through the client).
  {
    sourceTag: 'type:mcp',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:client', 'type:engine'],
  },
  // The command-line program: the tools, the training metric and the seed data as plain data.
  {
    sourceTag: 'type:cli',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:engine', 'type:mcp', 'type:data'],
  },
  {
    sourceTag: 'type:app-api',
    onlyDependOnLibsWithTags: [
      'type:contracts',
      'type:data',
      'type:engine',
      'type:server',
      'type:mcp',
    ],
  },
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:client', 'type:data', 'type:tools'],
  },
  {
    sourceTag: 'type:tools',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:client', 'type:engine', 'type:data'],
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/coverage', '**/.nx', 'data/**', '**/*.cjs'],
  },
  {
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', '**/src/**/*.js', '**/src/**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // In a spec, `value!` is itself an assertion: a wrong one fails the test at once. Product
    // code states what it expects instead (a check with a message, or a type that says it).
    files: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
];
