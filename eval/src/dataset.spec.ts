import { join } from 'node:path';
import { DatasetError, STRENGTHS, TASK_IDS, loadDataset, parseDataset } from './dataset';
import { wordCount } from './text';
import { containsWhole } from './tokens';

const dataset = loadDataset(join(__dirname, '..', 'dataset'));
const count = <T>(items: readonly T[], predicate: (item: T) => boolean) =>
  items.filter(predicate).length;

describe('the dev set', () => {
  it('parses: every line valid, ids unique, mustKeep tokens whole in their prompt', () => {
    // loadDataset throws a DatasetError naming every problem; reaching here means none.
    expect(dataset.prompts.length).toBeGreaterThan(0);
    for (const prompt of dataset.prompts) {
      for (const token of prompt.mustKeep) expect(containsWhole(prompt.prompt, token)).toBe(true);
    }
  });

  it('has at least 110 prompts, 22 ladders and 10 keyword-stuffed prompts', () => {
    expect(dataset.prompts.length).toBeGreaterThanOrEqual(110);
    expect(dataset.ladders.length).toBeGreaterThanOrEqual(22);
    expect(dataset.stuffed.length).toBeGreaterThanOrEqual(10);
  });

  it('covers every task of the interface and every strength', () => {
    for (const task of TASK_IDS)
      expect(count(dataset.prompts, (p) => p.task === task)).toBeGreaterThan(0);
    for (const strength of STRENGTHS) {
      expect(count(dataset.prompts, (p) => p.strength === strength)).toBeGreaterThanOrEqual(5);
    }
  });

  it('has the languages the issue asks for', () => {
    const inLanguage = (language: string) => count(dataset.prompts, (p) => p.language === language);
    expect(inLanguage('de')).toBeGreaterThanOrEqual(8);
    expect(inLanguage('es')).toBeGreaterThanOrEqual(8);
    expect(inLanguage('fr')).toBeGreaterThanOrEqual(4);
    expect(inLanguage('pt')).toBeGreaterThanOrEqual(4);
    const others = new Set(
      dataset.prompts
        .map((p) => p.language)
        .filter((l) => !['en', 'de', 'es', 'fr', 'pt'].includes(l)),
    );
    expect(others.size).toBeGreaterThanOrEqual(2);
  });

  it('has one-word prompts, long expert prompts, placeholders and injection attempts', () => {
    expect(count(dataset.prompts, (p) => wordCount(p.prompt) === 1)).toBeGreaterThanOrEqual(5);
    expect(count(dataset.prompts, (p) => wordCount(p.prompt) >= 200)).toBeGreaterThanOrEqual(4);
    expect(
      count(dataset.prompts, (p) => p.mustKeep.some((t) => /^\{\{\w+\}\}$/.test(t))),
    ).toBeGreaterThanOrEqual(4);
    expect(
      count(dataset.prompts, (p) =>
        /ignore (?:all )?previous instructions|olvida todas las instrucciones|system:/i.test(
          p.prompt,
        ),
      ),
    ).toBeGreaterThanOrEqual(4);
  });

  it('has ladders in several tasks and languages whose rungs differ', () => {
    expect(new Set(dataset.ladders.map((l) => l.task)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(dataset.ladders.map((l) => l.language)).size).toBeGreaterThanOrEqual(3);
    for (const ladder of dataset.ladders) {
      expect(wordCount(ladder.bad)).toBeLessThan(wordCount(ladder.medium));
      expect(wordCount(ladder.medium)).toBeLessThan(wordCount(ladder.good));
    }
  });
});

describe('parseDataset', () => {
  const valid = {
    id: 'x-1',
    prompt: 'Use WINTER30 today',
    task: 'email',
    language: 'en',
    mustKeep: ['WINTER30'],
    hasAudience: false,
    hasFormat: false,
    strength: 'weak',
    fit: { targetAudience: 'customers', context: 'a sale' },
  };
  const parse = (prompts: string) => () => parseDataset({ prompts, ladders: '', stuffed: '' });
  const problemsOf = (prompts: string): string[] => {
    try {
      parse(prompts)();
      return [];
    } catch (error) {
      return (error as DatasetError).problems;
    }
  };

  it('accepts a valid line', () => {
    expect(parse(JSON.stringify(valid))().prompts).toHaveLength(1);
  });

  it('names the file, line and field of each problem', () => {
    const lines = [
      JSON.stringify(valid),
      '{not json',
      JSON.stringify({ ...valid, id: 'x-2', task: 'poetry' }),
      JSON.stringify({ ...valid, id: 'x-3', mustKeep: ['WINTER3'] }),
      JSON.stringify({ ...valid, id: 'x-4', strength: 'great', fit: undefined }),
      JSON.stringify(valid),
    ].join('\n');
    expect(problemsOf(lines)).toEqual([
      'prompts.jsonl line 2: not valid JSON',
      'prompts.jsonl line 3: "task" must be one of the interface\'s task ids, got "poetry"',
      'prompts.jsonl line 4: mustKeep token "WINTER3" is not a whole token of the prompt',
      'prompts.jsonl line 5: "strength" must be weak, medium or strong',
      'prompts.jsonl line 5: "fit" must be an object with targetAudience and context',
      'id "x-1" is used more than once',
    ]);
  });

  it('hashes the content, so a baseline knows which dev set it measured', () => {
    const a = parse(JSON.stringify(valid))().hash;
    const b = parse(JSON.stringify({ ...valid, prompt: 'Use WINTER30 now' }))().hash;
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(a).not.toBe(b);
  });
});
