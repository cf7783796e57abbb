import { PACKS, isEngineLine, packFor, type LanguagePack } from './index';

// Every pack the engine writes with: one per scaffold language, and the formal registers.
const ALL: ReadonlyArray<readonly [string, LanguagePack]> = [
  ...Object.entries(PACKS),
  ['fr (vous)', packFor({ code: 'fr', confidence: 1, scaffold: 'fr', address: 'formal' })],
  ['de (Sie)', packFor({ code: 'de', confidence: 1, scaffold: 'de', address: 'formal' })],
  ['pt (tu)', packFor({ code: 'pt', confidence: 1, scaffold: 'pt', address: 'familiar' })],
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
  it('writes to a prompt in the register it speaks to the assistant in', () => {
    const fr = { code: 'fr', confidence: 1, scaffold: 'fr' } as const;
    const de = { code: 'de', confidence: 1, scaffold: 'de' } as const;
    const pt = { code: 'pt', confidence: 1, scaffold: 'pt' } as const;
    expect(packFor(fr)).toBe(PACKS.fr);
    expect(packFor({ ...fr, address: 'formal' }).tasks.rewrite.format).toMatch(/^Donnez /);
    expect(packFor({ ...de, address: 'formal' }).tasks['code-write'].format).toMatch(/^Geben Sie /);
    expect(packFor(pt)).toBe(PACKS.pt);
    expect(packFor({ ...pt, address: 'familiar' }).tasks.plan.format).toMatch(/^Dá /);
    // No other pack for the other languages or registers: their own pack, whatever the flag says.
    expect(packFor({ code: 'es', confidence: 1, scaffold: 'es', address: 'formal' })).toBe(
      PACKS.es,
    );
    expect(packFor({ ...fr, address: 'familiar' })).toBe(PACKS.fr);
  });
});
