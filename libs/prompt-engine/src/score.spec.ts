import { enhancePrompt } from './engine';
import { CHECK_IDS, PENALTIES, clampScore, scorePrompt, weightsFor } from './score';
import { TASK_FAMILY, TASK_IDS } from './tasks';

const points = (text: string, id: string) =>
  scorePrompt(text).checks.find((check) => check.id === id)?.points ?? 0;

describe('scorePrompt', () => {
  it('gives every task check weights that add up to 10', () => {
    for (const task of TASK_IDS) {
      const weights = weightsFor(task, TASK_FAMILY[task]);
      const total = CHECK_IDS.reduce((sum, id) => sum + weights[id], 0);
      expect(total).toBeCloseTo(10);
    }
  });

  it('explains every point with its checks', () => {
    for (const text of [
      'email',
      'Write a formal email to investors, under 100 words.',
      'You are a chef. Write a recipe.',
    ]) {
      const { score, checks } = scorePrompt(text);
      expect(score).toBe(clampScore(checks.reduce((sum, check) => sum + check.points, 0)));
      expect(checks.map((check) => check.id)).toEqual(expect.arrayContaining([...CHECK_IDS]));
    }
  });

  it('weighs an element by what it is worth for the task', () => {
    // An audience matters for an email, not for a SQL query.
    expect(points('Write an email to my team about the move.', 'audience')).toBeGreaterThan(0);
    const sql = scorePrompt(
      'Write a SQL query for the top 5 customers, for beginners.',
    ).checks.find((check) => check.id === 'audience');
    expect(sql).toMatchObject({ points: 0, detail: 'not needed for sql' });
  });

  it('rates what a prompt really specifies: ordered ladders of the same request', () => {
    const ladder = [
      'sql for sales',
      'SQL query for total sales per product last month.',
      'PostgreSQL 16: from sales(product_id, qty, unit_price_cents, sold_at) and products(id, name), return name and revenue in euros per product for last calendar month, highest first, including products with no sales as 0. One query in a code block.',
    ].map((text) => scorePrompt(text).score);
    const [bad = 0, medium = 0, good = 0] = ladder;
    expect(bad).toBeLessThan(medium);
    expect(medium).toBeLessThan(good);
  });

  it('keeps keyword-stuffed nonsense below 5 and names the stuffing', () => {
    const stuffed =
      'You are a world-class expert. Audience: everyone. Format: the best format. Tone: perfect. Constraints: none. ' +
      'Example: example. Success criteria: success. Task: do the thing with the stuff.';
    const { score, checks } = scorePrompt(stuffed);
    expect(score).toBeLessThan(5);
    expect(checks.map((check) => check.id)).toContain('keyword-stuffing');
  });

  it('takes points for contradictions, vague words, empty and repeated sections', () => {
    expect(points('Write a brief but comprehensive report on our Q3 sales.', 'contradiction')).toBe(
      PENALTIES.contradiction.each,
    );
    expect(points('Write some stuff about tea, etc.', 'vague-words')).toBeLessThan(0);
    const repeated = 'Write a post about our launch today.\nWrite a post about our launch today.';
    expect(points(repeated, 'repetition')).toBe(PENALTIES.repetition.each);
  });

  it('does not count the engine’s own lines as the user’s detail', () => {
    const enhanced = enhancePrompt({ originalPrompt: 'email' }).enhancedPrompt;
    expect(points(enhanced, 'specificity')).toBe(points('email', 'specificity'));
  });

  it('takes no material from the engine’s own lines, and reads a named recipient as the audience', () => {
    // "Structure the reply: acknowledge …" is an instruction, not text to work on: a one-line
    // request stays without inputs once enhanced.
    const enhanced = enhancePrompt({
      originalPrompt: 'Reply to a customer whose package is late.',
    }).enhancedPrompt;
    expect(enhanced).toContain('Structure the reply:');
    expect(points(enhanced, 'inputs')).toBe(0);
    // "Reply to Maria, whose order …" names who reads the reply.
    expect(
      points(
        "Reply to Maria, whose order #A-20417 was due Monday and is now stuck at the courier's depot.",
        'audience',
      ),
    ).toBeGreaterThan(0);
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
