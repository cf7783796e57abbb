import { VARIATION_COUNT } from '@silent/contracts';
import { extractFacts } from './facts';
import { scorePrompt } from './score';
import { jaccard } from './text';
import { MAX_VARIATION_JACCARD, generateVariations, variationKinds } from './variations';

const LONG_BRIEF = [
  'We are Northwind Traders, a 40-person wholesaler based in Leeds, and we are launching a new',
  'online ordering portal on 2025-03-14. Write an announcement email to our existing trade',
  'customers. The portal lives at https://order.northwind.example/portal and replaces phone',
  'orders entirely by 30 June 2025. Customers log in with the account number printed on their',
  'last invoice. Mention that phone orders stay open until then, that delivery times do not',
  'change, and that the sales team (contact: Priya Shah, priya.shah@northwind.example) can walk',
  'them through it on a 15-minute call. Our CEO, Tom Baker, wants to say "thank you for 12',
  'years of trust" somewhere. Keep it warm but professional. Do not mention pricing.',
].join(' ');

function maxPairwise(prompts: string[]): number {
  let max = 0;
  for (let i = 0; i < prompts.length; i += 1) {
    for (let j = i + 1; j < prompts.length; j += 1)
      max = Math.max(max, jaccard(prompts[i] ?? '', prompts[j] ?? ''));
  }
  return max;
}

describe('generateVariations', () => {
  it('names three kinds: concise, structured, then examples or steps by task', () => {
    expect(variationKinds('email')).toEqual(['concise', 'structured', 'example-led']);
    expect(variationKinds('plan')).toEqual(['concise', 'structured', 'step-by-step']);
    const variations = generateVariations({
      originalPrompt: 'Write an email to Dana about the Q3 plan',
    });
    expect(variations).toHaveLength(VARIATION_COUNT);
    expect(variations.map((variation) => variation.label)).toEqual([
      'Concise',
      'Structured with sections',
      'Example-led (few-shot)',
    ]);
  });

  it('differs in substance, even for a long prompt, and scores each honestly', () => {
    for (const prompt of [
      'tweet about our sale',
      'Compare Notion and Obsidian for a 12-person team',
      LONG_BRIEF,
    ]) {
      const variations = generateVariations({ originalPrompt: prompt });
      expect(maxPairwise(variations.map((variation) => variation.prompt))).toBeLessThan(
        MAX_VARIATION_JACCARD,
      );
      for (const variation of variations)
        expect(variation.confidence).toBe(scorePrompt(variation.prompt).score);
    }
  });

  it('keeps every fact in every variation', () => {
    const facts = extractFacts(LONG_BRIEF).map((fact) => fact.text);
    for (const variation of generateVariations({ originalPrompt: LONG_BRIEF })) {
      for (const fact of facts) expect(variation.prompt).toContain(fact);
    }
  });

  it('shows the shape of the answer in the example-led one and the steps in the step-by-step one', () => {
    const [, , example] = generateVariations({
      originalPrompt: 'write a SQL query for the top 5 customers',
    });
    expect(example?.prompt).toContain('<example>\n```sql');
    const [, , steps] = generateVariations({ originalPrompt: 'Plan a 3-day trip to Lisbon' });
    expect(steps?.axis).toBe('step-by-step');
    expect(steps?.prompt).toMatch(/^1\. /m);
  });

  it('keeps the instruction and the material of a long request in every rewrite', () => {
    const prompt = [
      'You are a professional English-to-German translator localising transactional e-mails for an online furniture shop.',
      'The readers are customers in Germany and Austria who have just placed an order; many read the e-mail on a phone.',
      '',
      'Translate the e-mail text between <source> and </source> into German.',
      '',
      '<source>',
      'Hi there, your order {{order_id}} is on its way with PrimeShip and should arrive on {{delivery_date}}.',
      'Need to return something? Everything you need is at https://help.example.com/returns#de.',
      '</source>',
      '',
      'Use the informal "du". Keep the paragraphs in the same order. Do not translate "PrimeShip".',
      'Output: the German e-mail only, followed by "Notes:" and any notes.',
    ].join('\n');
    for (const variation of generateVariations({ originalPrompt: prompt })) {
      expect(variation.prompt).toContain(
        'Translate the e-mail text between <source> and </source> into German.',
      );
      expect(variation.prompt).toContain('https://help.example.com/returns#de');
      expect(variation.prompt).toContain('Do not translate "PrimeShip".');
    }
  });

  it('cuts the user’s rules from no rewrite but the concise one when the pasted material keeps them alike', () => {
    const source = Array.from(
      { length: 12 },
      (_, index) =>
        `Line ${index + 1}: the courier ${['collects', 'scans', 'loads', 'drives'][index % 4]} parcel batch ${index * 7} before the ${['morning', 'noon', 'evening'][index % 3]} cut-off at depot ${index % 5}.`,
    ).join('\n');
    const rules = [
      '- Keep the placeholders {{order_id}} and {{delivery_date}} exactly as they are.',
      '- Keep the structure: the same paragraphs in the same order.',
    ];
    const prompt = [
      'Translate the text between <source> and </source> into German.',
      '',
      '<source>',
      source,
      '</source>',
      '',
      'Rules:',
      ...rules,
    ].join('\n');
    const variations = generateVariations({ originalPrompt: prompt });
    expect(maxPairwise(variations.map((variation) => variation.prompt))).toBeGreaterThanOrEqual(
      MAX_VARIATION_JACCARD,
    );
    for (const variation of variations.filter((variation) => variation.axis !== 'concise')) {
      for (const rule of rules) expect(variation.prompt).toContain(rule.slice(2));
    }
    const [concise, ...others] = variations;
    for (const other of others) expect(concise?.prompt).not.toBe(other.prompt);
  });

  it('keeps a prompt’s own sections in the structured one, without a second heading of the same name', () => {
    const prompt =
      'Implement a token-bucket RateLimiter class in Python.\n\nRequirements:\n- constructor RateLimiter(rate: float, burst: int)\n- never busy-waits';
    const [, structured] = generateVariations({ originalPrompt: prompt });
    expect(structured?.prompt.match(/^Requirements:/gm)).toHaveLength(1);
    expect(structured?.prompt).toContain('- never busy-waits');
  });

  it('leaves no line of blanks where a block stood before it moved below the request', () => {
    const prompt =
      'You are a professional English-to-German translator localising transactional e-mails for an online furniture shop. The readers are customers in Germany and Austria who have just placed an order; many read the e-mail on a phone.\n\nTranslate the e-mail text between <source> and </source> into German.\n\n<source>\nHi there,\n\nGood news: your order {{order_id}} is on its way with PrimeShip and should arrive on {{delivery_date}}. Our drivers will call you about 30 minutes before they arrive, so please keep your phone nearby.\n\nOrdered the oak side table (SKU-88213)? It ships in two boxes that may arrive a day apart.\n\nNeed to return something? Everything you need is at https://help.example.com/returns#de.\n\nThanks for shopping with us!\n</source>\n\nRules:\n- Keep the placeholders {{order_id}} and {{delivery_date}}, the brand PrimeShip, the SKU and the link exactly as they are.\n- Use the informal "du" (our brand voice), but no slang.\n- Keep the structure: the same paragraphs in the same order, no added greetings or sign-offs.\n- Prefer natural German over word-for-word translation; do not translate "PrimeShip".\n- If a sentence cannot be translated naturally without changing its meaning, translate it literally and add a note after the translation.\n\nOutput: the German e-mail only, as plain text, followed by "Notes:" and any notes (or "Notes: none").';
    for (const variation of generateVariations({ originalPrompt: prompt })) {
      expect(variation.prompt).not.toMatch(/^[ \t]+$/m);
    }
  });

  it('refuses a blank prompt', () => {
    expect(() => generateVariations({ originalPrompt: ' ' })).toThrow(RangeError);
  });
});
