import { VARIATION_COUNT } from '@silent/contracts';
import { extractFacts } from './facts';
import { scorePrompt } from './score';
import { jaccard } from './text';
import { MAX_VARIATION_JACCARD, VARIATION_AXES, generateVariations } from './variations';

describe('generateVariations', () => {
  it('returns one variation per named axis, each scored', () => {
    const variations = generateVariations({ originalPrompt: 'Write a tweet about our sale' });
    expect(variations).toHaveLength(VARIATION_COUNT);
    expect(variations.map((variation) => variation.axis)).toEqual(
      VARIATION_AXES.map((axis) => axis.axis),
    );
    for (const variation of variations) {
      expect(variation.confidence).toBe(scorePrompt(variation.prompt).score);
      expect(variation.prompt).toContain('Write a tweet about our sale');
    }
  });

  it('rewrites along genuinely different axes', () => {
    const [structure, persona, constraints] = generateVariations({
      originalPrompt: 'Explain recursion to {{student}} with "a mirror facing a mirror".',
    }).map((variation) => variation.prompt);
    expect(structure).toMatch(/^# Objective/);
    expect(structure).toContain('# Steps');
    expect(persona).toMatch(/^You are /);
    expect(persona).not.toContain('#');
    expect(constraints).toMatch(/^Rules:/);
    expect(constraints).toContain('Example of the expected shape');
  });

  it('condenses long, varied requests so variations stay different, keeping every fact', () => {
    const vocabulary = Array.from({ length: 600 }, (_, index) => `term${index.toString(36)}x`);
    const sentences = Array.from(
      { length: 60 },
      (_, index) =>
        `Point ${index + 1} covers ${vocabulary.slice(index * 10, index * 10 + 10).join(' ')}.`,
    );
    const original = `Write a report for Dana Kim by 2025-06-30. ${sentences.join(' ')}`;
    const variations = generateVariations({ originalPrompt: original });
    const prompts = variations.map((variation) => variation.prompt);
    expect(jaccard(prompts[0] ?? '', prompts[1] ?? '')).toBeLessThan(MAX_VARIATION_JACCARD);
    expect(jaccard(prompts[0] ?? '', prompts[2] ?? '')).toBeLessThan(MAX_VARIATION_JACCARD);
    expect(jaccard(prompts[1] ?? '', prompts[2] ?? '')).toBeLessThan(MAX_VARIATION_JACCARD);
    expect(prompts[0]).toContain(original);
    for (const prompt of prompts) {
      for (const fact of extractFacts(original).slice(0, 25)) expect(prompt).toContain(fact.text);
    }
  });

  it('honours style, length, audience and context', () => {
    const variations = generateVariations({
      originalPrompt: 'Write a product update',
      style: 'casual',
      length: 'short',
      targetAudience: 'beta testers',
      context: 'Version 3 is out.',
    });
    for (const variation of variations) {
      expect(variation.prompt).toContain('beta testers');
      expect(variation.prompt).toContain('Version 3 is out.');
      expect(variation.prompt).toMatch(/40–80 words/);
    }
  });
});
