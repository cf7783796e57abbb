// Runs bench-training.ts without a TypeScript loader (bundled by the workspace's node-bundle).
// From the repository root: node tools/bench-training/run.mjs
import { runTypeScript } from '../scripts/node-bundle.mjs';

await runTypeScript(new URL('./bench-training.ts', import.meta.url).pathname, 'bench-training');
