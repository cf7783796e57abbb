import type { Exemplar } from '@silent/prompt-engine';
import { ExemplarCache } from './exemplar-cache';

const exemplar = (id: string): Exemplar => ({ id, input: id, output: id, category: 'c' });

describe('ExemplarCache', () => {
  let version = 1;
  /** What the database would answer per owner ('' for the shared set). */
  let stored: Record<string, Exemplar[]> = { '': [exemplar('a')] };
  let clock = 0;
  const calls = { version: 0, load: [] as (string | null)[] };
  const cache = new ExemplarCache(
    {
      load: async (ownerId) => {
        calls.load.push(ownerId);
        return stored[ownerId ?? ''] ?? stored['']!;
      },
      version: async () => {
        calls.version += 1;
        return version;
      },
    },
    1000,
    () => clock,
    2,
  );

  it('loads once, checks the version at most every refreshMs, reloads only on a new version', async () => {
    const [first, second] = await Promise.all([cache.get(null), cache.get(null)]);
    expect(first).toEqual([exemplar('a')]);
    expect(second).toBe(first);
    expect(calls).toEqual({ version: 1, load: [null] });

    stored = { '': [exemplar('b')] };
    clock = 500;
    expect(await cache.get(null)).toEqual([exemplar('a')]);
    clock = 1500;
    expect(await cache.get(null)).toEqual([exemplar('a')]);
    expect(calls).toEqual({ version: 2, load: [null] });

    // Another process completed a session: the version row moved.
    version = 2;
    clock = 2600;
    expect(await cache.get(null)).toEqual([exemplar('b')]);
    expect(calls).toEqual({ version: 3, load: [null, null] });
  });

  it('looks again at once after invalidate()', async () => {
    version = 3;
    stored = { '': [exemplar('c')] };
    cache.invalidate();
    expect(await cache.get(null)).toEqual([exemplar('c')]);
  });

  it("keeps each owner's exemplars apart: one user's never reach another or a visitor", async () => {
    stored = { '': [exemplar('shared')], 'user-a': [exemplar('a-only')] };
    cache.invalidate();
    expect(await cache.get('user-a')).toEqual([exemplar('a-only')]);
    expect(await cache.get('user-b')).toEqual([exemplar('shared')]);
    expect(await cache.get(null)).toEqual([exemplar('shared')]);
    // Served from memory, per owner, until something changes (this cache keeps two owners).
    const loads = calls.load.length;
    expect(await cache.get(null)).toEqual([exemplar('shared')]);
    expect(await cache.get('user-b')).toEqual([exemplar('shared')]);
    expect(calls.load).toHaveLength(loads);
  });

  it('keeps at most maxOwners entries, dropping the least recently used', async () => {
    stored = { '': [exemplar('shared')] };
    cache.invalidate();
    await cache.get('one');
    await cache.get('two');
    await cache.get('one');
    await cache.get('three');
    const loads = calls.load.length;
    await cache.get('one');
    expect(calls.load).toHaveLength(loads);
    await cache.get('two');
    expect(calls.load.slice(loads)).toEqual(['two']);
  });
});
