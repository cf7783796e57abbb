import { diffSegments, rollbackTarget } from './library';

describe('library helpers', () => {
  it("reads the API's diff parts as the diff columns' segments", () => {
    expect(
      diffSegments([
        { kind: 'same', text: 'Reply to ' },
        { kind: 'removed', text: 'the' },
        { kind: 'added', text: 'a' },
        { kind: 'same', text: ' customer' },
      ]),
    ).toEqual([
      { type: 'equal', text: 'Reply to ' },
      { type: 'removed', text: 'the' },
      { type: 'added', text: 'a' },
      { type: 'equal', text: ' customer' },
    ]);
  });

  it('rolls production back to the newest version older than where it points', () => {
    expect(rollbackTarget([3, 2, 1], 3)).toBe(2);
    expect(rollbackTarget([3, 2, 1], 1)).toBeUndefined();
    expect(rollbackTarget([3, 2, 1], undefined)).toBeUndefined();
  });
});
