// Per-route JavaScript and CSS sizes (gzip) from the production build's Vite manifest.
// A route's initial cost is the app entry's static closure plus its own lazy chunk's.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './server.mjs';

const DIST = join(ROOT, 'dist/apps/web');
const WEB_ROOT = 'apps/web';
// Manifest keys are relative to the web app's root.
const ROUTES_DIR = 'src/app/routes';

function gzipSize(file) {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
}

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

function measure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { jsGzipBytes: sum(js), cssGzipBytes: sum(css), files: js.size + css.size };
}

export function webSizes() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(manifest, entryKey);
  const routes = {};
  // Every route module of the source tree: a lazy one has a chunk of its own in the manifest;
  // one the router imports statically (the landing page) ships inside the entry.
  const routeFiles = readdirSync(join(ROOT, WEB_ROOT, ROUTES_DIR)).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.spec.tsx'),
  );
  for (const file of routeFiles) {
    const key = `${ROUTES_DIR}/${file}`;
    const own = manifest[key] ? closure(manifest, key) : new Set();
    routes[file.replace(/\.tsx$/, '')] = measure(manifest, new Set([...entry, ...own]));
  }
  return { entry: measure(manifest, entry), routes };
}
