import { MESSAGES, PROMPT_LENGTHS, PROMPT_STYLES } from '@silent/contracts';
import { analysePrompt } from './analyse';
import { OFFLINE_MODEL, enhancePrompt } from './engine';
import { EMAIL_EXEMPLARS } from './fixtures/exemplars';
import { LENGTH_BUDGETS, STYLE_PROFILES } from './options';
import { similarity } from './exemplars';

// On this house-style fixture the engine lands near 0.17-0.20 without exemplars and near
// 0.39-0.41 with three of them; 0.35 separates the two. (Training has its own threshold,
// measured on the seed data: @silent/training's TRAINING_SUCCESS_THRESHOLD.)
const HOUSE_STYLE_SPLIT = 0.35;

describe('enhancePrompt', () => {
  it('answers as the offline engine with full metadata', () => {
    const result = enhancePrompt({ originalPrompt: 'Write an email to Dana about the Q3 plan' });
    expect(result.model).toBe(OFFLINE_MODEL);
    expect(result.metadata).toMatchObject({
      engine: 'offline',
      task: 'email',
      style: 'professional',
      length: 'medium',
      exemplarIds: [],
    });
    expect(result.metadata.checks.length).toBeGreaterThan(10);
    expect(result.confidence).toBeGreaterThan(result.metadata.originalScore);
  });

  it('writes clear sections around the verbatim request', () => {
    const { enhancedPrompt } = enhancePrompt({ originalPrompt: 'Explain recursion' });
    for (const heading of ['## Role', '## Task', '## Output format', '## Length', '## Tone']) {
      expect(enhancedPrompt).toContain(heading);
    }
    expect(enhancedPrompt).toContain('"""\nExplain recursion\n"""');
    expect(enhancedPrompt).toContain('teacher who explains');
  });

  it('turns unknowns into instructions instead of inventing them', () => {
    const { enhancedPrompt } = enhancePrompt({ originalPrompt: 'email' });
    expect(enhancedPrompt).toContain('say what you assumed');
    expect(enhancedPrompt).toContain('Who it is for is not stated');
    // The scaffolding must not pretend the prompt has an audience, context, goal or examples.
    const scaffold = analysePrompt(enhancedPrompt);
    for (const id of ['audience', 'context', 'goal', 'examples'] as const) {
      expect(scaffold.present).not.toContain(id);
    }
  });

  it('states clearly different budgets for short, medium and long', () => {
    const texts = PROMPT_LENGTHS.map(
      (length) =>
        enhancePrompt({ originalPrompt: 'Write a blog post about tea', length }).enhancedPrompt,
    );
    PROMPT_LENGTHS.forEach((length, index) => {
      const { minWords, maxWords } = LENGTH_BUDGETS[length];
      expect(texts[index]).toContain(`${minWords}–${maxWords} words`);
    });
    expect(new Set(texts).size).toBe(3);
  });

  it('lets a length the request states itself win, naming the option budget too', () => {
    const { enhancedPrompt } = enhancePrompt({
      originalPrompt: 'Describe the water cycle in exactly 100 words.',
      length: 'long',
    });
    expect(enhancedPrompt).toContain('As the request states: "exactly 100 words"');
    expect(enhancedPrompt).toContain('long budget (400–600 words');
  });

  it('sets tone and constraints from the style', () => {
    for (const style of PROMPT_STYLES) {
      const { enhancedPrompt } = enhancePrompt({ originalPrompt: 'Write a tweet', style });
      expect(enhancedPrompt).toContain(STYLE_PROFILES[style].tone);
      for (const rule of STYLE_PROFILES[style].constraints) expect(enhancedPrompt).toContain(rule);
    }
  });

  it('includes audience and context only when given', () => {
    const withBoth = enhancePrompt({
      originalPrompt: 'Write a tweet',
      targetAudience: ' indie developers ',
      context: 'We ship v2 on Friday.',
    });
    expect(withBoth.enhancedPrompt).toContain('## Audience\nindie developers');
    expect(withBoth.enhancedPrompt).toContain('## Context\nWe ship v2 on Friday.');
    const withBlank = enhancePrompt({
      originalPrompt: 'Write a tweet',
      targetAudience: ' ',
      context: '',
    });
    expect(withBlank.enhancedPrompt).not.toContain('## Audience');
    expect(withBlank.enhancedPrompt).not.toContain('## Context');
    expect(withBoth.confidence).toBeGreaterThan(withBlank.confidence);
  });

  it('keeps a non-English request and asks for an answer in its language', () => {
    const original = 'Rédige un article de blog sur les avantages du télétravail pour les PME.';
    const { enhancedPrompt, metadata } = enhancePrompt({ originalPrompt: original });
    expect(enhancedPrompt).toContain(original);
    expect(enhancedPrompt).toContain('Answer in the language the request is written in.');
    expect(metadata.task).toBe('blog');
  });

  it('refuses a blank prompt with the spec message', () => {
    expect(() => enhancePrompt({ originalPrompt: '   ' })).toThrow(MESSAGES.enhancePromptRequired);
  });

  it('gives suggestions specific to the prompt', () => {
    const { suggestions } = enhancePrompt({
      originalPrompt: 'Write a blog post about sourdough and stuff',
    });
    expect(suggestions.join('\n')).toContain('"stuff"');
    expect(suggestions.join('\n')).toContain('"sourdough and stuff"');
    expect(suggestions.length).toBeLessThanOrEqual(6);
  });
});

describe('exemplars shape the enhanced prompt', () => {
  // Leave-one-out over a house-style set: the held-out expected output must get closer.
  it.each(EMAIL_EXEMPLARS.map((exemplar) => [exemplar.id, exemplar]))(
    'raises similarity to the expected output for %s',
    (_id, held) => {
      const others = EMAIL_EXEMPLARS.filter((exemplar) => exemplar.id !== held.id);
      const before = enhancePrompt({ originalPrompt: held.input });
      const after = enhancePrompt({ originalPrompt: held.input }, { exemplars: others });
      const gain =
        similarity(after.enhancedPrompt, held.output) -
        similarity(before.enhancedPrompt, held.output);
      expect(gain).toBeGreaterThan(0.1);
      expect(similarity(before.enhancedPrompt, held.output)).toBeLessThan(HOUSE_STYLE_SPLIT);
      expect(similarity(after.enhancedPrompt, held.output)).toBeGreaterThanOrEqual(
        HOUSE_STYLE_SPLIT,
      );
      expect(after.metadata.exemplarIds).toHaveLength(3);
      expect(after.enhancedPrompt).toContain(held.input);
    },
  );

  it('borrows headings and shared rules, never another request’s details', () => {
    const { enhancedPrompt } = enhancePrompt(
      { originalPrompt: 'email my landlord about the broken heater' },
      { exemplars: EMAIL_EXEMPLARS.filter((exemplar) => exemplar.id !== 'ex-1') },
    );
    expect(enhancedPrompt).toContain('Persona:\n');
    expect(enhancedPrompt).toContain('Quality checks:\n');
    expect(enhancedPrompt).toContain('- Never guess details that were not provided.');
    for (const foreign of ['supplier', 'holiday', 'client', 'Apologise', 'blame']) {
      expect(enhancedPrompt).not.toContain(foreign);
    }
  });

  it('borrows no line from a single exemplar, whose rules may be its own request’s details', () => {
    const exemplar = {
      id: 'checkout',
      input: 'design database for online shop',
      output: [
        '## Role\nYou are a database architect.',
        '## Task\nDesign a PostgreSQL schema for an online shop.',
        '## Output format\nAn entity list with columns and types.',
        '## Constraints\n- Prices stored as integer minor units.\n- Idempotency keys on every payment call.',
      ].join('\n\n'),
    };
    const { enhancedPrompt } = enhancePrompt(
      { originalPrompt: 'write an ad for our coffee shop' },
      { exemplars: [exemplar] },
    );
    expect(enhancedPrompt).not.toContain('minor units');
    expect(enhancedPrompt).not.toContain('Idempotency');
    expect(enhancedPrompt).toContain('coffee shop');
  });

  it('is deterministic with exemplars', () => {
    const input = { originalPrompt: 'email the client about the delay' };
    expect(enhancePrompt(input, { exemplars: EMAIL_EXEMPLARS })).toEqual(
      enhancePrompt(input, { exemplars: [...EMAIL_EXEMPLARS].reverse() }),
    );
  });
});
