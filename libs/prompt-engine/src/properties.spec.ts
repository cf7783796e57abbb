import { PROMPT_LENGTHS, PROMPT_STYLES, VARIATION_COUNT } from '@silent/contracts';
import fc from 'fast-check';
import { analysePrompt } from './analyse';
import { enhancePrompt, type EnhanceInput } from './engine';
import { extractFacts } from './facts';
import { PROMPTS, VAGUE_RICH_PAIRS } from './fixtures/prompts';
import { clampScore, scorePrompt } from './score';
import { MAX_SUGGESTIONS } from './suggest';
import { jaccard, words } from './text';
import { MAX_VARIATION_JACCARD, generateVariations } from './variations';

const AUDIENCES = ['', 'first-time founders', '   ', 'the finance team'];
const CONTEXTS = ['We are a 12-person agency in Oslo.', '', 'Launch slipped by two weeks.', ' '];

// Spreads every style, length, audience and context over the fixture list deterministically.
const cases: Array<[string, EnhanceInput]> = PROMPTS.map((prompt, index) => [
  prompt.slice(0, 40),
  {
    originalPrompt: prompt,
    style: PROMPT_STYLES[index % PROMPT_STYLES.length],
    length: PROMPT_LENGTHS[Math.floor(index / 4) % PROMPT_LENGTHS.length],
    targetAudience: AUDIENCES[index % AUDIENCES.length],
    context: CONTEXTS[Math.floor(index / 2) % CONTEXTS.length],
  },
]);

/** A fact is kept when it occurs with nothing word-like glued to either side. */
function keptWhole(text: string, fact: string): boolean {
  for (let at = text.indexOf(fact); at >= 0; at = text.indexOf(fact, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + fact.length] ?? ' ';
    if (!/[\p{L}\p{N}_]/u.test(before) && !/[\p{L}\p{N}_]/u.test(after)) return true;
  }
  return false;
}

describe('property suite over the curated prompts', () => {
  it('has at least 60 varied prompts', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(cases)('%s', (_name, input) => {
    const result = enhancePrompt(input);
    const original = input.originalPrompt.trim();

    it('keeps every fact whole and every fact it lists is a whole token of the prompt', () => {
      for (const fact of extractFacts(original))
        expect(keptWhole(result.enhancedPrompt, fact.text)).toBe(true);
      for (const fact of result.metadata.facts ?? []) expect(keptWhole(original, fact)).toBe(true);
    });

    it('includes the audience and context the user gave, unless a strong prompt names its own', () => {
      const own = analysePrompt(original);
      const light = result.metadata.originalScore >= 7;
      const audience = input.targetAudience?.trim();
      const context = input.context?.trim();
      if (audience && !(light && own.elements.audience.substance >= 1))
        expect(result.enhancedPrompt).toContain(audience);
      if (context && !(light && own.elements.context.substance >= 1))
        expect(result.enhancedPrompt).toContain(context);
    });

    it('scores the enhanced prompt with checks that add up to the confidence', () => {
      const sum = result.metadata.checks.reduce((total, check) => total + check.points, 0);
      expect(result.confidence).toBe(clampScore(sum));
      expect(result.confidence).toBe(scorePrompt(result.enhancedPrompt).score);
      expect(result.metadata.originalScore).toBe(scorePrompt(original).score);
    });

    it('grows a strong prompt by at most 30 % and is a fixed point', () => {
      if (
        result.metadata.originalScore >= 7 &&
        !input.targetAudience?.trim() &&
        !input.context?.trim()
      ) {
        expect(words(result.enhancedPrompt).length).toBeLessThanOrEqual(
          Math.ceil(words(original).length * 1.3),
        );
      }
      const again = enhancePrompt({ ...input, originalPrompt: result.enhancedPrompt });
      expect(words(again.enhancedPrompt).length).toBeLessThanOrEqual(
        Math.ceil(words(result.enhancedPrompt).length * 1.1),
      );
    });

    it('suggests at most five things, none the prompt already has', () => {
      const analysis = analysePrompt(original, input);
      expect(result.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
      for (const id of result.metadata.suggestionIds ?? []) {
        if (id in analysis.elements)
          expect(analysis.elements[id as keyof typeof analysis.elements].present).toBe(false);
      }
    });

    it('is deterministic', () => {
      expect(enhancePrompt(input)).toEqual(result);
    });

    it('produces three distinct variations that keep the facts', () => {
      const variations = generateVariations(input);
      expect(variations).toHaveLength(VARIATION_COUNT);
      for (const variation of variations) {
        for (const fact of extractFacts(original)) expect(variation.prompt).toContain(fact.text);
        expect(variation.confidence).toBe(scorePrompt(variation.prompt).score);
      }
    });
  });

  it.each(VAGUE_RICH_PAIRS.map(([vague, rich]) => [vague, rich]))(
    'scores "%s" clearly below its rich counterpart, before and after enhancement',
    (vague, rich) => {
      expect(scorePrompt(rich).score - scorePrompt(vague).score).toBeGreaterThanOrEqual(3);
      expect(enhancePrompt({ originalPrompt: rich }).confidence).toBeGreaterThan(
        enhancePrompt({ originalPrompt: vague }).confidence,
      );
    },
  );
});

describe('property suite over generated prompts', () => {
  const verb = fc.constantFrom('Write', 'Draft', 'Explain', 'Summarise', 'Plan', 'Compare', '');
  const thing = fc.constantFrom('an email', 'a blog post', 'a tweet', 'the report', 'a plan', 'it');
  const fact = fc.oneof(
    fc.integer({ min: 1, max: 99_999 }).map(String),
    fc.constantFrom(
      '{{name}}',
      '{{due_date}}',
      '"Ship it"',
      'https://x.example/a?b=1#top',
      '2025-01-31',
      'WINTER30',
      '#B-55120',
      'v4.0.2',
    ),
    fc.constantFrom(
      'Ana Lopez',
      'Globex',
      'March 3, 2025',
      '$4,200',
      '15%',
      'EC1A 1BB',
      '15. März',
    ),
  );
  const filler = fc.constantFrom('about', 'for', 'with', 'regarding', 'and', 'sobre', 'über');
  const prompt = fc
    .tuple(verb, thing, filler, fc.array(fact, { maxLength: 4 }), fc.string({ maxLength: 30 }))
    .map(([v, t, f, facts, noise]) => `${v} ${t} ${f} ${facts.join(' ')} ${noise}`.trim())
    .filter((text) => text.trim().length > 0);
  const style = fc.constantFrom(...PROMPT_STYLES);
  const length = fc.constantFrom(...PROMPT_LENGTHS);

  it('keeps facts, stays within 0..10, deterministic and idempotent', () => {
    fc.assert(
      fc.property(prompt, style, length, (text, s, l) => {
        const input = { originalPrompt: text, style: s, length: l };
        const result = enhancePrompt(input);
        for (const found of extractFacts(text.trim()))
          expect(result.enhancedPrompt).toContain(found.text);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(10);
        expect(enhancePrompt(input)).toEqual(result);
        expect(
          enhancePrompt({ ...input, originalPrompt: result.enhancedPrompt }).enhancedPrompt,
        ).toBe(result.enhancedPrompt);
      }),
      { numRuns: 150, seed: 4 },
    );
  });

  it('keeps variations pairwise below the Jaccard limit', () => {
    fc.assert(
      fc.property(prompt, (text) => {
        const prompts = generateVariations({ originalPrompt: text }).map((v) => v.prompt);
        for (let i = 0; i < prompts.length; i += 1) {
          for (let j = i + 1; j < prompts.length; j += 1)
            expect(jaccard(prompts[i] ?? '', prompts[j] ?? '')).toBeLessThan(MAX_VARIATION_JACCARD);
        }
      }),
      { numRuns: 100, seed: 7 },
    );
  });
});
