import { changedChecks } from '@silent/contracts';
import { signedPoints } from './score-changes';

const check = (id: string, passed: boolean, points: number) => ({
  id,
  label: id.toUpperCase(),
  passed,
  points,
});

describe('changedChecks', () => {
  it('keeps only the checks whose outcome or points changed, or that one side lacks', () => {
    expect(
      changedChecks(
        [check('same', true, 2), check('fixed', false, 0), check('gone', true, 1)],
        [check('same', true, 2), check('fixed', true, 2), check('new', false, -1)],
      ),
    ).toEqual([
      {
        id: 'fixed',
        label: 'FIXED',
        before: { passed: false, points: 0 },
        after: { passed: true, points: 2 },
      },
      { id: 'new', label: 'NEW', before: null, after: { passed: false, points: -1 } },
      { id: 'gone', label: 'GONE', before: { passed: true, points: 1 }, after: null },
    ]);
  });
});

describe('signedPoints', () => {
  it.each([
    [2, '+2'],
    [-0.5, '−0.5'],
    [0.04, '0'],
    [4.4000000001, '+4.4'],
  ])('%s reads %s', (delta, text) => {
    expect(signedPoints(delta)).toBe(text);
  });
});
