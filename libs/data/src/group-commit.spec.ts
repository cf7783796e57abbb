import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('writes the rows of callers that arrive together in one statement', async () => {
    const writes: number[][] = [];
    const group = new GroupCommit<number>(async (rows) => {
      writes.push([...rows]);
    });
    await Promise.all([group.add([1]), group.add([2, 3]), group.add([4])]);
    expect(writes).toEqual([[1, 2, 3, 4]]);
  });

  it('settles a caller only after the statement holding its rows has committed', async () => {
    let commit!: () => void;
    const group = new GroupCommit<number>(
      () =>
        new Promise<void>((resolve) => {
          commit = resolve;
        }),
    );
    let settled = false;
    const added = group.add([1]).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.resolve();
    expect(settled).toBe(false);
    commit();
    await added;
    expect(settled).toBe(true);
  });

  it('groups the callers that arrive during a write into the next one', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const group = new GroupCommit<number>(async (rows) => {
      writes.push([...rows]);
      if (writes.length === 1) await gate;
    });
    const first = group.add([1]);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [group.add([2]), group.add([3])];
    release();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([[1], [2, 3]]);
  });

  it('fails only the caller whose rows the database refuses', async () => {
    const group = new GroupCommit<number>(async (rows) => {
      if (rows.includes(13)) throw new Error('refused');
    });
    const results = await Promise.allSettled([group.add([1]), group.add([13]), group.add([2])]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('keeps a group within the row limit unless one caller brings more', async () => {
    const writes: number[] = [];
    const group = new GroupCommit<number>(async (rows) => {
      writes.push(rows.length);
    }, 3);
    await Promise.all([
      group.add([1, 2]),
      group.add([3, 4]),
      group.add([5, 6, 7, 8]),
      group.add([]),
    ]);
    expect(writes).toEqual([2, 2, 4]);
  });
});
