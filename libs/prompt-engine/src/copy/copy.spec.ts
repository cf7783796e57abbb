import { PACKS, isEngineLine } from './index';

describe('the engine lines the scorer leaves out', () => {
  it.each(Object.keys(PACKS))('knows every line of the %s pack as the engine’s own', (code) => {
    const pack = PACKS[code as keyof typeof PACKS];
    // The pack's own lines (edge and format alternatives such as "NULLs and ties") included: a
    // line the scorer took for the user's would make an enhanced prompt look more specific.
    const lines = Object.values(pack).filter((value): value is string => typeof value === 'string');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of [...lines, ...Object.values(pack.slots), pack.tasks.sql.edges[0]!]) {
      expect({ line, engine: isEngineLine(`- ${line}`) }).toEqual({ line, engine: true });
    }
  });
});
