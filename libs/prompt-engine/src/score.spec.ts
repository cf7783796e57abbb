import { ELEMENT_CHECKS, SPECIFICITY_POINTS, TASK_POINTS, clampScore, scorePrompt } from './score';

describe('scorePrompt', () => {
  it('has positive checks worth exactly 10 points', () => {
    const total =
      ELEMENT_CHECKS.reduce((sum, check) => sum + check.points, 0) +
      TASK_POINTS +
      SPECIFICITY_POINTS.full;
    expect(total).toBeCloseTo(10);
  });

  it('explains every point with the checks that fired', () => {
    const { score, checks } = scorePrompt('Write a formal email to investors, under 100 words.');
    expect(score).toBe(clampScore(checks.reduce((sum, check) => sum + check.points, 0)));
    const passed = checks.filter((check) => check.passed).map((check) => check.id);
    expect(passed).toEqual(expect.arrayContaining(['task', 'audience', 'length', 'tone']));
    expect(passed).not.toContain('examples');
  });

  it('scores vague prompts clearly below rich ones', () => {
    const vague = scorePrompt('Write something about stuff').score;
    const rich = scorePrompt(
      'You are a nutritionist. Write a 7-day meal plan for busy parents, so that they cook in under 30 minutes. ' +
        'Format: a table per day. Tone: encouraging. Avoid nuts. For example, Monday: lentil soup. ' +
        'Success: every meal uses at most 8 ingredients.',
    ).score;
    expect(vague).toBeLessThan(2);
    expect(rich).toBeGreaterThan(8);
  });

  it('takes points away for weaknesses', () => {
    const { checks } = scorePrompt('Write some stuff, brief but detailed, and translate it.');
    const penalties = checks.filter((check) => check.points < 0).map((check) => check.id);
    expect(penalties).toEqual(
      expect.arrayContaining(['vague-words', 'conflicting-length', 'multiple-tasks']),
    );
  });

  it('stays within 0..10 with one decimal', () => {
    for (const text of ['', 'x', 'Write some stuff etc. brief detailed everything']) {
      const { score } = scorePrompt(text);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
      expect(Math.round(score * 10) / 10).toBe(score);
    }
  });
});
