import type { DevPrompt } from './dataset';
import {
  DIMENSIONS,
  PANEL_SIZE,
  panelItems,
  panelKey,
  parseRatings,
  RatingsError,
  renderSheet,
  scorePanel,
  type PanelKey,
  type Rating,
  type RatingsFile,
} from './panel';

const rating = (value: number): Rating =>
  Object.fromEntries(DIMENSIONS.map((dimension) => [dimension.id, value])) as Rating;

const key: PanelKey = {
  seed: 'test',
  engineModel: 'test-model',
  items: [
    { item: 1, promptId: 'p1', A: 'original', B: 'enhanced', textsHash: 1 },
    { item: 2, promptId: 'p2', A: 'enhanced', B: 'original', textsHash: 2 },
    { item: 3, promptId: 'p3', A: 'original', B: 'enhanced', textsHash: 3 },
  ],
};

describe('scorePanel (unblinding)', () => {
  // Item 1: A (original) 3, B (enhanced) 5 → win. Item 2: A (enhanced) 2, B (original) 4 →
  // loss by 2. Item 3: both 4 → tie.
  const ratings: RatingsFile = {
    judge: 'judge-1',
    items: [
      { item: 1, A: rating(3), B: rating(5) },
      { item: 2, A: rating(2), B: rating(4) },
      { item: 3, A: rating(4), B: rating(4) },
    ],
  };
  const result = scorePanel(key, [ratings]);

  it('reads each side through the key', () => {
    expect(result.items.map((item) => [item.original, item.enhanced])).toEqual([
      [3, 5],
      [4, 2],
      [4, 4],
    ]);
  });

  it('counts wins, ties, losses and losses by more than a point', () => {
    expect([result.wins, result.ties, result.losses]).toEqual([1, 1, 1]);
    expect(result.lossesOverLimit.map((item) => item.promptId)).toEqual(['p2']);
    expect(result.passes).toBe(false);
  });

  it('averages each dimension per version', () => {
    for (const dimension of result.dimensions) {
      expect(dimension.original).toBeCloseTo((3 + 4 + 4) / 3);
      expect(dimension.enhanced).toBeCloseTo((5 + 2 + 4) / 3);
    }
  });

  it('passes when the enhanced text wins most prompts and never loses by more than a point', () => {
    const good = scorePanel(key, [
      {
        judge: 'j',
        items: [
          { item: 1, A: rating(3), B: rating(4) },
          { item: 2, A: rating(4), B: rating(3) },
          { item: 3, A: rating(4), B: rating(3) },
        ],
      },
    ]);
    expect([good.wins, good.losses, good.passes]).toEqual([2, 1, true]);
  });
});

describe('parseRatings', () => {
  it('accepts a complete file', () => {
    const file = {
      judge: 'j',
      items: key.items.map(({ item }) => ({ item, A: rating(3), B: rating(3) })),
    };
    expect(parseRatings(file, key).items).toHaveLength(3);
  });

  it('names every problem: missing judge, out-of-range ratings, unknown and missing items', () => {
    const file = {
      judge: '',
      items: [
        { item: 1, A: { ...rating(3), concision: 6 }, B: rating(3) },
        { item: 9, A: rating(3), B: rating(3) },
        { item: 1, A: rating(3), B: { ...rating(3), faithfulness: 2.5 } },
      ],
    };
    let problems: string[] = [];
    try {
      parseRatings(file, key, 'ratings.json');
    } catch (error) {
      expect(error).toBeInstanceOf(RatingsError);
      problems = (error as RatingsError).problems;
    }
    expect(problems).toEqual([
      'ratings.json: "judge" must name who rated',
      'ratings.json items[0].A.concision must be a whole number from 1 to 5, got 6',
      'ratings.json items[1].item must be an item number of the sheet (1–3)',
      'ratings.json items[2]: item 1 is rated twice',
      'ratings.json items[2].B.faithfulness must be a whole number from 1 to 5, got 2.5',
      'ratings.json: item(s) 2, 3 are not rated',
    ]);
  });
});

describe('panel preparation', () => {
  const prompts: DevPrompt[] = Array.from({ length: 40 }, (_, index) => ({
    id: `p-${index}`,
    prompt: `request ${index}`,
    task: index % 2 === 0 ? 'email' : 'sql',
    language: index % 3 === 0 ? 'de' : 'en',
    mustKeep: [],
    hasAudience: false,
    hasFormat: false,
    strength: 'weak',
    fit: { targetAudience: 'a', context: 'b' },
  }));
  const items = panelItems(prompts, (prompt) => `rewritten ${prompt.prompt}`);

  it('picks PANEL_SIZE distinct prompts, the same ones every time', () => {
    expect(items).toHaveLength(PANEL_SIZE);
    expect(new Set(items.map((item) => item.promptId)).size).toBe(PANEL_SIZE);
    expect(panelItems(prompts, (prompt) => prompt.prompt).map((item) => item.promptId)).toEqual(
      items.map((item) => item.promptId),
    );
  });

  it('shuffles which side is the original, and the key records it', () => {
    const sides = new Set(items.map((item) => item.originalIs));
    expect(sides).toEqual(new Set(['A', 'B']));
    const panel = panelKey(items, 'm');
    items.forEach((item, index) => {
      expect(panel.items[index]?.[item.originalIs]).toBe('original');
    });
  });

  it('shows each text under its label and never says which is which', () => {
    const sheet = renderSheet(items.slice(0, 2));
    const [first] = items;
    if (!first) throw new Error('no item');
    const originalLabel = first.originalIs;
    const aText = originalLabel === 'A' ? first.original : first.enhanced;
    expect(sheet).toContain(`### A\n\n\`\`\`text\n${aText}\n\`\`\``);
    expect(sheet).not.toMatch(/original|enhanced/i);
  });
});
