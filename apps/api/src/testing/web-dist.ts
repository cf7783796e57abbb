// A built web app as the API serves it, for tests that need pages, files and inline scripts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built web app as the API serves it: index.html, hashed assets and an unhashed file. */
export function webDistFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'silent-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>document.documentElement.className = 'light';</script>
<script type="module" src="/assets/index-Ab12Cd34.js"></script>
<link rel="stylesheet" href="/assets/index-Ef56Gh78.css"><link rel="icon" href="/favicon.svg">
</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), 'console.log("app");');
  writeFileSync(join(dir, 'assets/index-Ef56Gh78.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
