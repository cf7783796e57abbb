import { enhancePrompt } from './engine';
import type { Exemplar } from './exemplars';
import { EMAIL_EXEMPLARS } from './fixtures/exemplars';
import { applicableStyle, stylesFromExemplars, type TrainedStyle } from './trained';

const OTHER_CATEGORY: Exemplar[] = [
  {
    id: 'sql-1',
    category: 'analytics',
    input: 'write a SQL query for monthly revenue',
    output: 'Rules:\n- Use CTEs.\n- Name every column.',
  },
  {
    id: 'sql-2',
    category: 'analytics',
    input: 'SQL query for churn by month',
    output: 'Rules:\n- Use CTEs.\n- Name every column.',
  },
];

describe('trained styles', () => {
  it('learns, per category, the lines its examples share (and nothing only one example has)', () => {
    const [style] = stylesFromExemplars(EMAIL_EXEMPLARS);
    expect(style).toMatchObject({ category: 'email', task: 'email' });
    expect(style?.role).toBe('You are a seasoned business correspondent.');
    expect(style?.rules).toContain('Never guess details that were not provided.');
    expect(style?.rules.join(' ')).not.toMatch(/holiday|supplier|landlord|Apologise/);
  });

  it('applies to a request of its task close enough to one of its examples', () => {
    const styles = stylesFromExemplars([...EMAIL_EXEMPLARS, ...OTHER_CATEGORY]);
    const applied = applicableStyle('email the supplier about the late invoice', 'email', styles);
    expect(applied?.style.category).toBe('email');
    expect(applied?.exampleIds[0]).toBe('ex-4');
    expect(
      applicableStyle('email the supplier about the late invoice', 'sql', styles)?.style.category,
    ).not.toBe('email');
  });

  it('matches a request on word stems: "customer" and "price" find "customers" and "pricing"', () => {
    const rule = 'Link the new price list at the end.';
    const pricing: Exemplar[] = [
      'write an email announcing our new pricing',
      'email customers about the new price plans',
      'announce our pricing change to customers by email',
      'write an email telling customers about new plans',
      'draft an email announcing a price increase',
    ].map((input, index) => ({
      id: `pricing-${index}`,
      category: 'pricing-mails',
      input,
      output: `## Task\n${input}\n\n## Constraints\n- ${rule}`,
    }));
    const styles = stylesFromExemplars([...pricing, ...OTHER_CATEGORY]);
    const request = 'email our users about the new subscription pricing';
    expect(applicableStyle(request, 'email', styles)?.style.category).toBe('pricing-mails');
    expect(applicableStyle('write a customer email about updated prices', 'email', styles)).toEqual(
      expect.objectContaining({ style: expect.objectContaining({ category: 'pricing-mails' }) }),
    );
    // Sharing only the word the whole category shares is not enough.
    expect(applicableStyle('email my landlord about the broken heater', 'email', styles)).toBe(
      undefined,
    );
  });

  it('shapes the enhanced prompt with the house role and rules, saying so', () => {
    const input = { originalPrompt: 'email the supplier about the late invoice' };
    const result = enhancePrompt(input, { exemplars: EMAIL_EXEMPLARS });
    expect(result.enhancedPrompt).toContain('You are a seasoned business correspondent.');
    expect(result.enhancedPrompt).toContain('- Never guess details that were not provided.');
    expect(result.metadata.added).toContainEqual({
      id: 'house-rules',
      reason: 'trained style of category "email"',
    });
    expect(result.metadata.exemplarIds?.[0]).toBe('ex-4');
  });

  it('leaves unrelated requests byte for byte as they are without training', () => {
    const exemplars = [...EMAIL_EXEMPLARS, ...OTHER_CATEGORY];
    for (const originalPrompt of [
      'Why does setState not update immediately in React?',
      'write a haiku about autumn',
      'email my mum about dinner on Sunday',
    ]) {
      expect(enhancePrompt({ originalPrompt }, { exemplars })).toEqual(
        enhancePrompt({ originalPrompt }),
      );
    }
  });

  it('takes learned styles directly, gated the same way', () => {
    const styles: TrainedStyle[] = [
      {
        category: 'finance',
        task: 'email',
        examples: [{ id: 'f1', input: 'email the client about the overdue invoice' }],
        rules: ['Amounts in EUR with two decimals.'],
      },
    ];
    expect(
      enhancePrompt(
        { originalPrompt: 'email the client about the overdue invoice 4471' },
        { styles },
      ).enhancedPrompt,
    ).toContain('Amounts in EUR with two decimals.');
    expect(enhancePrompt({ originalPrompt: 'write a limerick about cats' }, { styles })).toEqual(
      enhancePrompt({ originalPrompt: 'write a limerick about cats' }),
    );
  });

  it("keeps the plan's step count beside a house format that names none", () => {
    const styles: TrainedStyle[] = [
      {
        category: 'launches',
        task: 'plan',
        examples: [{ id: 'l1', input: 'plan the launch of our new bakery website' }],
        format: 'Use our launch template: owner, task, due date.',
        rules: [],
      },
    ];
    const { enhancedPrompt } = enhancePrompt(
      { originalPrompt: 'plan the launch of our new bakery website' },
      { styles },
    );
    expect(enhancedPrompt).toContain('Use our launch template');
    expect(enhancedPrompt).toContain('Length: about 5–8 steps.');
  });

  it('learns the length the examples ask for (not a limit on a part) and uses it', () => {
    const limited: Exemplar[] = [
      {
        id: 'n1',
        category: 'notes',
        input: 'email the team about the office move',
        output: 'Constraints:\n- Under 90 words.\n- A subject line of at most 6 words.',
      },
      {
        id: 'n2',
        category: 'notes',
        input: 'email the team about the parking rules',
        output: 'Constraints:\n- At most 110 words.',
      },
      {
        id: 'n3',
        category: 'notes',
        input: 'email the team about the holiday rota',
        output: 'Constraints:\n- No more than 130 words.',
      },
    ];
    const [style] = stylesFromExemplars(limited);
    expect(style?.length).toEqual({ min: 90, max: 130, unit: 'words' });
    expect(style?.rules.join(' ')).not.toMatch(/words/);
    const result = enhancePrompt(
      { originalPrompt: 'email the team about the office parking' },
      { exemplars: limited },
    );
    expect(result.enhancedPrompt).toContain('Length: about 90–130 words.');
    expect(result.metadata.added).toContainEqual({
      id: 'length',
      reason: 'the length of trained category "notes"',
    });
  });

  it('is deterministic whatever the order of the exemplars', () => {
    const input = { originalPrompt: 'email the client to reschedule the meeting' };
    expect(enhancePrompt(input, { exemplars: EMAIL_EXEMPLARS })).toEqual(
      enhancePrompt(input, { exemplars: [...EMAIL_EXEMPLARS].reverse() }),
    );
  });
});
