// Generated files are formatted with the workspace's Prettier, so `prettier --check .` (part of
// `npm test`) passes on them and their tables line up for a human reader.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export function formatPrettier(files: readonly string[]): void {
  const bin = join('node_modules', 'prettier', 'bin', 'prettier.cjs');
  const run = spawnSync(process.execPath, [bin, '--write', '--log-level=warn', ...files], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`Prettier could not format ${files.join(', ')}`);
}
