import { parseDataset } from './dataset';
import { evaluate, type EvalResult } from './evaluate';
import { OPTION_SETS } from './options';
import { beforeAfterTable, formatValue, renderResults } from './report';

describe('formatValue', () => {
  it('shows what cannot be measured as n/a, never as 0', () => {
    expect(formatValue(null, 'pct')).toBe('n/a');
    expect(formatValue(Number.NaN, 'num')).toBe('n/a');
    expect(formatValue(0, 'pct')).toBe('0.0%');
  });

  it('formats shares, ratios and numbers', () => {
    expect(formatValue(0.5825, 'pct')).toBe('58.3%');
    expect(formatValue(13.754, 'ratio')).toBe('13.75×');
    expect(formatValue(2.5, 'int')).toBe('3');
  });
});

describe('before → now', () => {
  const dataset = parseDataset({
    prompts: JSON.stringify({
      id: 'a',
      prompt: 'email about WINTER30',
      task: 'email',
      language: 'en',
      mustKeep: ['WINTER30'],
      hasAudience: false,
      hasFormat: false,
      strength: 'weak',
      fit: { targetAudience: 'customers', context: 'A sale.' },
    }),
    ladders: '',
    stuffed: '',
  });
  const now = evaluate(dataset, OPTION_SETS.slice(0, 1));
  const [set] = now.sets;
  if (!set) throw new Error('no option set');
  const before: EvalResult = {
    ...now,
    dataset: { ...now.dataset, hash: 'older' },
    sets: [{ ...set, facts: { ...set.facts, share: 0.5 } }],
  };

  it('shows a changed figure as "before → now" and an unchanged one once', () => {
    const table = beforeAfterTable(before, now);
    const nowShare = formatValue(set.facts.share, 'pct');
    expect(table).toContain(`| Facts kept as whole tokens | 50.0% → ${nowShare} |`);
    expect(table).toContain(`| Engine errors | 0 |`);
  });

  it('warns when the baseline was measured on another dev set', () => {
    const markdown = renderResults(now, {
      note: 'test',
      frozenOn: '2026-01-01',
      result: before,
      samples: {},
    });
    expect(markdown).toContain('the dev set changed since the baseline was frozen');
    expect(renderResults(now, null)).not.toContain('Before (issue #16 baseline)');
  });
});
