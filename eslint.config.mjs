import nx from '@nx/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

// Inside the web app (bulletproof-react): a feature imports no other feature, and the shared
// folders import no feature and not the app. One zone per feature folder, read from the disk, so
// a new feature is covered without editing this file.
const workspaceRoot = fileURLToPath(new URL('.', import.meta.url));
const web = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both use to src/lib or src/components.',
  })),
  {
    target: [`${web}/components`, `${web}/config`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code imports no feature and not the app.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature does not import the app: the app composes the features.',
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
    // Import order: packages (node: built-ins among them), then the project's own relative
    // paths, each group alphabetical, no blank lines between them. `--fix` sorts a file.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: [
            ['builtin', 'external', 'internal', 'unknown'],
            ['parent', 'sibling', 'index'],
          ],
          'newlines-between': 'never',
          alphabetize: { order: 'asc' },
        },
      ],
    },
  },
  {
    // The zones name web folders only; a path here is the same from any project's config.
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: workspaceRoot, zones: webZones }],
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
