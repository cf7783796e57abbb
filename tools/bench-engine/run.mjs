// Runs bench-engine.ts without a TypeScript loader (bundled by the workspace's node-bundle).
// From the repository root: node tools/bench-engine/run.mjs
import { runTypeScript } from '../scripts/node-bundle.mjs';

await runTypeScript(new URL('./bench-engine.ts', import.meta.url).pathname, 'bench-engine');
