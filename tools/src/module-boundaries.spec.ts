import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The layering rule is only worth something if a wrong import really fails lint.
const root = join(__dirname, '..', '..');

// ESLint runs in its own process: its flat config is ESM, which Jest's VM cannot import.
async function ruleErrors(rule: string, file: string, source: string): Promise<string[]> {
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
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (file: string, source: string) =>
  ruleErrors('@nx/enforce-module-boundaries', file, source);
const webPathErrors = (file: string, source: string) =>
  ruleErrors('import-x/no-restricted-paths', file, source);

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

describe('inside the web app', () => {
  jest.setTimeout(60_000);

  it('refuses a feature importing another feature', async () => {
    const errors = await webPathErrors(
      'apps/web/src/features/contact/wrong.ts',
      "import { useJoinWaitlist } from '../waitlist/api/join-waitlist';\nexport const x = useJoinWaitlist;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('refuses shared code importing a feature or the app', async () => {
    const errors = await webPathErrors(
      'apps/web/src/lib/wrong.ts',
      "import { useJoinWaitlist } from '../features/waitlist/api/join-waitlist';\n" +
        "import { router } from '../app/router';\nexport const x = [useJoinWaitlist, router];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('allows a feature its own files and the shared ones', async () => {
    const errors = await webPathErrors(
      'apps/web/src/features/tool/components/right.ts',
      "import { useAuth } from '../../../lib/auth-context';\n" +
        "import { toolKeys } from '../api/query-keys';\nexport const x = [useAuth, toolKeys];\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('import order', () => {
  jest.setTimeout(60_000);

  it('wants packages before relative paths, each group alphabetical', async () => {
    const errors = await ruleErrors(
      'import-x/order',
      'libs/contracts/src/wrong.ts',
      "import { b } from './b';\nimport { Type } from '@sinclair/typebox';\nexport const x = [b, Type];\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});
