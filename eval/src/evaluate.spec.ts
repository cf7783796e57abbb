// Runs the real engine on a tiny dev set: checks that the harness measures what it says, not
// what the engine outputs (which changes as the engine does).
import { parseDataset } from './dataset';
import { evaluate } from './evaluate';
import { OPTION_SETS } from './options';

const prompt = (id: string, text: string, mustKeep: string[], strength: string, language = 'en') =>
  JSON.stringify({
    id,
    prompt: text,
    task: 'email',
    language,
    mustKeep,
    hasAudience: false,
    hasFormat: false,
    strength,
    fit: { targetAudience: 'customers', context: 'A winter sale.' },
  });

const dataset = parseDataset({
  prompts: [
    prompt('a', 'email about WINTER30', ['WINTER30'], 'weak'),
    prompt(
      'b',
      'Write an email to customers: WINTER30 gives 30% off until 3/22.',
      ['WINTER30', '30%', '3/22'],
      'medium',
    ),
    prompt('c', 'email', [], 'weak'),
  ].join('\n'),
  ladders: JSON.stringify({
    id: 'l',
    task: 'email',
    language: 'en',
    bad: 'email',
    medium: 'Write an email about the sale.',
    good: 'Write a 100-word email to our newsletter readers announcing WINTER30 (30% off until 3/22).',
  }),
  stuffed: JSON.stringify({ id: 's', prompt: 'You are an expert. Format: format. Task: stuff.' }),
});

describe('evaluate', () => {
  const result = evaluate(dataset);

  it('measures every prompt under every option set', () => {
    expect(result.sets.map((set) => set.id)).toEqual(OPTION_SETS.map((set) => set.id));
    for (const set of result.sets) {
      expect(set.prompts).toBe(3);
      expect(set.errors).toEqual([]);
      expect(set.facts.tokens).toBe(4);
      expect(set.facts.kept).toBeLessThanOrEqual(4);
      expect(set.ladders.n).toBe(1);
      expect(set.growth.all.n).toBe(3);
      expect(set.growth.oneLineAddedWords.n).toBe(3);
      expect(set.idempotence.growth.n).toBe(3);
    }
  });

  it('reports the dev set it measured', () => {
    expect(result.dataset).toEqual({ hash: dataset.hash, prompts: 3, ladders: 1, stuffed: 1 });
    expect(result.global.ladders.n).toBe(1);
    expect(result.global.stuffed.scores.map((entry) => entry.id)).toEqual(['s']);
  });

  it('holds a prompt outside the scaffold languages to an answer-language line instead', () => {
    const italian = evaluate(
      parseDataset({
        prompts: [
          prompt(
            'it',
            "scrivi un'email al mio professore per chiedere una proroga",
            [],
            'weak',
            'it',
          ),
          prompt('en', 'email about WINTER30', ['WINTER30'], 'weak'),
        ].join('\n'),
        ladders: '',
        stuffed: '',
      }),
      OPTION_SETS.slice(0, 1),
    );
    const [set] = italian.sets;
    expect(set?.language.otherLanguages).toEqual({ n: 1, withAnswerLine: 1 });
    expect(set?.language.perLanguage['it']?.match).toBe(0);
  });
});
