// Writes apps/web/src/features/landing/content/landing-samples.generated.ts from the real
// engine (npm run generate:landing), without a TypeScript loader, like the benchmarks.
import { runTypeScript } from '../scripts/node-bundle.mjs';

await runTypeScript(new URL('../src/landing-main.ts', import.meta.url).pathname, 'landing');
