import { LIBRARY, type DiffPart, type PromptSummary } from '@silent/contracts';
import type { DiffSegment } from './diff';

/** The folder of a prompt: its name up to the last `/` ('' for the top level). */
export function folderOf(name: string): string {
  const cut = name.lastIndexOf('/');
  return cut < 0 ? '' : name.slice(0, cut);
}

/** Every folder (and parent folder) the prompts are in, sorted. */
export function foldersOf(prompts: readonly PromptSummary[]): string[] {
  const folders = new Set<string>();
  for (const prompt of prompts) {
    const parts = folderOf(prompt.name).split('/').filter(Boolean);
    parts.forEach((_, i) => folders.add(parts.slice(0, i + 1).join('/')));
  }
  return [...folders].sort();
}

export const inFolder = (name: string, folder: string) =>
  folder === '' || name === folder || name.startsWith(`${folder}/`);

/** The fetch snippets the Library tab offers to copy: the typed client and curl. */
export function fetchSnippets(origin: string, name: string, label: string = LIBRARY.defaultLabel) {
  const typed = [
    "import { createPromptClient } from '@silent/api-client';",
    '',
    'const prompts = createPromptClient({',
    `  baseUrl: '${origin}',`,
    '  apiKey: process.env.SILENT_API_KEY, // create one under "API keys"',
    '});',
    `const prompt = await prompts.getPrompt('${name}', { label: '${label}' });`,
    'console.log(prompt.version, prompt.text);',
  ].join('\n');
  const curl = [
    `curl -H "Authorization: Bearer $SILENT_API_KEY" \\`,
    `  "${origin}/api/prompts/${encodeURIComponent(name)}?label=${encodeURIComponent(label)}"`,
  ].join('\n');
  return { typed, curl };
}

/** The version production should roll back to: the newest one older than where it points. */
export function rollbackTarget(versions: readonly number[], production: number | undefined) {
  if (production === undefined) return undefined;
  return versions.filter((v) => v < production).sort((a, b) => b - a)[0];
}

const SEGMENT_TYPES = { same: 'equal', added: 'added', removed: 'removed' } as const;

/** The API's word-level diff parts as the diff columns' segments (same → equal). */
export function diffSegments(parts: readonly DiffPart[]): DiffSegment[] {
  return parts.map((part) => ({ type: SEGMENT_TYPES[part.kind], text: part.text }));
}
