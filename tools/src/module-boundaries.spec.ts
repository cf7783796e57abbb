import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The layering rule is only worth something if a wrong import really fails lint.
const root = join(__dirname, '..', '..');

// ESLint runs in its own process: its flat config is ESM, which Jest's VM cannot import.
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      file,
      '--format',
      'json',
    ],
    { cwd: root, input: source, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as {
    messages: { ruleId: string | null; message: string }[];
  }[];
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  jest.setTimeout(60_000);

  it('refuses contracts importing the client', async () => {
    const errors = await boundaryErrors(
      'libs/contracts/src/wrong.ts',
      "import { createApiClient } from '@silent/api-client';\nexport const x = createApiClient;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('refuses the web app importing the data layer', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/wrong.ts',
      "import * as data from '@silent/data';\nexport const x = data;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allows the client importing contracts', async () => {
    const errors = await boundaryErrors(
      'libs/api-client/src/right.ts',
      "import { endpoints } from '@silent/contracts';\nexport const x = endpoints;\n",
    );
    expect(errors).toEqual([]);
  });
});
