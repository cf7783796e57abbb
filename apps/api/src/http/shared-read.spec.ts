import { sharedRead } from './shared-read';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedRead', () => {
  it('runs one read for the callers asking for the same key together', async () => {
    let reads = 0;
    const read = sharedRead(
      async (key: string) => `${key}:${++reads}`,
      (key) => key,
    );
    const answers = await Promise.all([read('a'), read('a'), read('b'), read('a')]);
    expect(answers).toEqual(['a:1', 'a:1', 'b:2', 'a:1']);
  });

  it('never answers a caller with a read that started before it asked', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const read = sharedRead(
      async () => {
        reads += 1;
        const mine = reads;
        if (mine === 1) await gate;
        return mine;
      },
      () => 'key',
    );
    const early = read(undefined);
    await nextTurn();
    // The first read is under way: these wait for a second one, which they share.
    const late = [read(undefined), read(undefined)];
    release();
    expect(await early).toBe(1);
    expect(await Promise.all(late)).toEqual([2, 2]);
  });

  it('gives every sharer the error, and reads again for the next caller', async () => {
    let fail = true;
    const read = sharedRead(
      async () => {
        if (fail) throw new Error('down');
        return 'up';
      },
      () => 'key',
    );
    const results = await Promise.allSettled([read(undefined), read(undefined)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(read(undefined)).resolves.toBe('up');
  });

  it('turns a read that throws at once into a rejection', async () => {
    const read = sharedRead(
      (): Promise<string> => {
        throw new Error('sync');
      },
      () => 'key',
    );
    await expect(read(undefined)).rejects.toThrow('sync');
  });
});
