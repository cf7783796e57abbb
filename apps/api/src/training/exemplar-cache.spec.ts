import type { Exemplar } from '@silent/prompt-engine';
import { ExemplarCache } from './exemplar-cache';

const exemplar = (id: string): Exemplar => ({ id, input: id, output: id, category: 'c' });

describe('ExemplarCache', () => {
  let version = 1;
  let stored = [exemplar('a')];
  let clock = 0;
  const calls = { version: 0, load: 0 };
  const cache = new ExemplarCache(
    {
      load: async () => {
        calls.load += 1;
        return stored;
      },
      version: async () => {
        calls.version += 1;
        return version;
      },
    },
    1000,
    () => clock,
  );

  it('loads once, checks the version at most every refreshMs, reloads only on a new version', async () => {
    const [first, second] = await Promise.all([cache.get(), cache.get()]);
    expect(first).toEqual([exemplar('a')]);
    expect(second).toBe(first);
    expect(calls).toEqual({ version: 1, load: 1 });

    stored = [exemplar('b')];
    clock = 500;
    expect(await cache.get()).toEqual([exemplar('a')]);
    clock = 1500;
    expect(await cache.get()).toEqual([exemplar('a')]);
    expect(calls).toEqual({ version: 2, load: 1 });

    // Another process completed a session: the version row moved.
    version = 2;
    clock = 2600;
    expect(await cache.get()).toEqual([exemplar('b')]);
    expect(calls).toEqual({ version: 3, load: 2 });
  });

  it('looks again at once after invalidate()', async () => {
    version = 3;
    stored = [exemplar('c')];
    cache.invalidate();
    expect(await cache.get()).toEqual([exemplar('c')]);
  });
});
