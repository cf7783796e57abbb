import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `<script>` elements without a src: their text is what the browser runs and hashes. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions ('sha256-…') for every inline script of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.length > 0)
    .map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
}

/**
 * The hashes of the inline scripts of the built web app's index.html, read from the very file
 * the server sends: the policy always allows exactly what is served, so the two cannot drift.
 */
export function webAppScriptHashes(webDistDir: string): string[] {
  const index = webDistDir ? join(webDistDir, 'index.html') : '';
  return index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
