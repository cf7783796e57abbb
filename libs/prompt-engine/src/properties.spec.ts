import fc from 'fast-check';
import { PROMPT_LENGTHS, PROMPT_STYLES, VARIATION_COUNT } from '@silent/contracts';
import { analysePrompt } from './analyse';
import { enhancePrompt, type EnhanceInput } from './engine';
import { extractFacts } from './facts';
import { PROMPTS, VAGUE_RICH_PAIRS } from './fixtures/prompts';
import { STYLE_PROFILES, lengthLine } from './options';
import { clampScore, scorePrompt } from './score';
import { suggestImprovements } from './suggest';
import { jaccard } from './text';
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

describe('property suite over the curated prompts', () => {
  it('has at least 60 varied prompts', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(cases)('%s', (_name, input) => {
    const result = enhancePrompt(input);
    const original = input.originalPrompt.trim();
    const analysis = analysePrompt(original, input);

    it('keeps the original request and every fact word for word', () => {
      expect(result.enhancedPrompt).toContain(original);
      for (const fact of extractFacts(original)) expect(result.enhancedPrompt).toContain(fact.text);
    });

    it('honours style and length', () => {
      expect(result.enhancedPrompt).toContain(STYLE_PROFILES[input.style ?? 'professional'].tone);
      expect(result.enhancedPrompt).toContain(
        lengthLine(input.length ?? 'medium', analysis.task, analysis.statedLength),
      );
      expect(result.metadata.style).toBe(input.style);
      expect(result.metadata.length).toBe(input.length);
    });

    it('includes audience and context only when they are non-empty', () => {
      const audience = input.targetAudience?.trim();
      const context = input.context?.trim();
      expect(result.enhancedPrompt.includes('## Audience')).toBe(Boolean(audience));
      expect(result.enhancedPrompt.includes('## Context')).toBe(Boolean(context));
      if (audience) expect(result.enhancedPrompt).toContain(audience);
      if (context) expect(result.enhancedPrompt).toContain(context);
    });

    it('scores the enhanced prompt with checks that add up to the confidence', () => {
      const sum = result.metadata.checks.reduce((total, check) => total + check.points, 0);
      expect(result.confidence).toBe(clampScore(sum));
      expect(result.confidence).toBe(scorePrompt(result.enhancedPrompt).score);
      expect(result.metadata.originalScore).toBe(scorePrompt(original).score);
      expect(result.confidence).toBeGreaterThan(result.metadata.originalScore);
    });

    it('suggests nothing the prompt already has', () => {
      for (const suggestion of suggestImprovements(analysis, input.length ?? 'medium')) {
        expect(analysis.present).not.toContain(suggestion.id);
      }
    });

    it('is deterministic', () => {
      expect(enhancePrompt(input)).toEqual(result);
    });

    it('produces three pairwise-different variations that keep the facts', () => {
      const variations = generateVariations(input);
      expect(variations).toHaveLength(VARIATION_COUNT);
      for (let i = 0; i < variations.length; i += 1) {
        for (let j = i + 1; j < variations.length; j += 1) {
          expect(jaccard(variations[i]?.prompt ?? '', variations[j]?.prompt ?? '')).toBeLessThan(
            MAX_VARIATION_JACCARD,
          );
        }
      }
      for (const variation of variations) {
        for (const fact of extractFacts(original)) expect(variation.prompt).toContain(fact.text);
        expect(variation.confidence).toBe(scorePrompt(variation.prompt).score);
      }
    });
  });

  it.each(VAGUE_RICH_PAIRS.map(([vague, rich]) => [vague, rich]))(
    'scores "%s" clearly below its rich counterpart',
    (vague, rich) => {
      expect(scorePrompt(rich).score - scorePrompt(vague).score).toBeGreaterThanOrEqual(4);
      expect(enhancePrompt({ originalPrompt: rich }).confidence).toBeGreaterThanOrEqual(
        enhancePrompt({ originalPrompt: vague }).confidence + 1.5,
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
      'https://x.example/a?b=1',
      '2025-01-31',
    ),
    fc.constantFrom('Ana Lopez', 'Globex', 'March 3, 2025', '$4,200', '15%'),
  );
  const filler = fc.constantFrom('about', 'for', 'with', 'regarding', 'and', 'sobre', 'über');
  const prompt = fc
    .tuple(verb, thing, filler, fc.array(fact, { maxLength: 4 }), fc.string({ maxLength: 30 }))
    .map(([v, t, f, facts, noise]) => `${v} ${t} ${f} ${facts.join(' ')} ${noise}`.trim())
    .filter((text) => text.trim().length > 0);
  const style = fc.constantFrom(...PROMPT_STYLES);
  const length = fc.constantFrom(...PROMPT_LENGTHS);

  it('keeps facts, honours options and stays deterministic', () => {
    fc.assert(
      fc.property(prompt, style, length, (text, s, l) => {
        const input = { originalPrompt: text, style: s, length: l };
        const result = enhancePrompt(input);
        expect(result.enhancedPrompt).toContain(text.trim());
        for (const found of extractFacts(text)) expect(result.enhancedPrompt).toContain(found.text);
        expect(result.enhancedPrompt).toContain(STYLE_PROFILES[s].tone);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(10);
        expect(enhancePrompt(input)).toEqual(result);
      }),
      { numRuns: 150, seed: 4 },
    );
  });

  it('keeps variations pairwise below the Jaccard limit', () => {
    fc.assert(
      fc.property(prompt, (text) => {
        const prompts = generateVariations({ originalPrompt: text }).map((v) => v.prompt);
        expect(jaccard(prompts[0] ?? '', prompts[1] ?? '')).toBeLessThan(MAX_VARIATION_JACCARD);
        expect(jaccard(prompts[0] ?? '', prompts[2] ?? '')).toBeLessThan(MAX_VARIATION_JACCARD);
        expect(jaccard(prompts[1] ?? '', prompts[2] ?? '')).toBeLessThan(MAX_VARIATION_JACCARD);
      }),
      { numRuns: 100, seed: 7 },
    );
  });
});
