import { PACKS, isEngineLine, packFor, type LanguagePack } from './index';

// Every pack the engine writes with: one per scaffold language, and the formal registers.
const ALL: ReadonlyArray<readonly [string, LanguagePack]> = [
  ...Object.entries(PACKS),
  ['fr (vous)', packFor({ code: 'fr', confidence: 1, scaffold: 'fr', formal: true })],
  ['de (Sie)', packFor({ code: 'de', confidence: 1, scaffold: 'de', formal: true })],
];

describe('the engine lines the scorer leaves out', () => {
  it.each(ALL)('knows every line of the %s pack as the engine’s own', (_name, pack) => {
    // The pack's own lines (edge and format alternatives such as "NULLs and ties") included: a
    // line the scorer took for the user's would make an enhanced prompt look more specific.
    const lines = Object.values(pack).filter((value): value is string => typeof value === 'string');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of [...lines, ...Object.values(pack.slots), pack.tasks.sql.edges[0]!]) {
      expect({ line, engine: isEngineLine(`- ${line}`) }).toEqual({ line, engine: true });
    }
  });
});

describe('packFor', () => {
  it('writes to a prompt that says vous or Sie in the same register', () => {
    const fr = { code: 'fr', confidence: 1, scaffold: 'fr' } as const;
    const de = { code: 'de', confidence: 1, scaffold: 'de' } as const;
    expect(packFor(fr)).toBe(PACKS.fr);
    expect(packFor({ ...fr, formal: true })).not.toBe(PACKS.fr);
    expect(packFor({ ...fr, formal: true }).tasks.rewrite.format).toMatch(/^Donnez /);
    expect(packFor({ ...de, formal: true }).tasks['code-write'].format).toMatch(/^Geben Sie /);
    // No formal pack for the other languages: their own pack, whatever the flag says.
    expect(packFor({ code: 'es', confidence: 1, scaffold: 'es', formal: true })).toBe(PACKS.es);
  });
});
