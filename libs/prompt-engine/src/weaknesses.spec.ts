import { detectElements } from './elements';
import { parseSections } from './sections';
import { instructionText } from './tasks';
import { detectWeaknesses, type WeaknessId } from './weaknesses';

function weaknesses(text: string, taskClear = true) {
  const doc = parseSections(text);
  return detectWeaknesses({
    text: instructionText(text),
    doc,
    hits: detectElements(text, doc),
    taskClear,
  });
}
const ids = (text: string, taskClear = true): WeaknessId[] =>
  weaknesses(text, taskClear).map((entry) => entry.id);

describe('detectWeaknesses', () => {
  it('finds contradictions of length and tone, quoting both sides', () => {
    expect(weaknesses('Write a brief but comprehensive report.')[0]).toEqual({
      id: 'contradiction',
      terms: ['brief', 'comprehensive'],
    });
    expect(ids('Write a formal but casual note.')).toContain('contradiction');
  });

  it('quotes vague words and unbounded asks', () => {
    expect(
      weaknesses('Brainstorm ideas, kind of quirky, etc.').find(
        (entry) => entry.id === 'vague-words',
      )?.terms,
    ).toEqual(['etc.', 'kind of']);
    expect(ids('Tell me everything about tea.')).toContain('unbounded-length');
    // A pronoun in a condition is not vague wording.
    expect(ids('If you are unsure whether something is a bug, say how to test it.')).not.toContain(
      'vague-words',
    );
  });

  it('finds several tasks in one breath, but not a task with a note', () => {
    expect(ids('Write a blog post and translate it into Spanish and then summarise it.')).toContain(
      'split-tasks',
    );
    expect(ids('Write a Python function and explain it.')).not.toContain('split-tasks');
  });

  it('finds empty and duplicated sections', () => {
    expect(ids('## Audience\n\n## Task\nWrite a post\n## Task\nAgain')).toEqual(
      expect.arrayContaining(['empty-section', 'duplicated-section']),
    );
  });

  it('finds keyword stuffing: labels around nothing', () => {
    const stuffed =
      'You are an expert. Audience: everyone. Format: good. Tone: nice. Constraints: none. Example: example. Do the thing.';
    expect(ids(stuffed, false)).toContain('keyword-stuffing');
    const real =
      'You are a tax accountant. Audience: first-time founders. Format: a checklist. Tone: plain. Write a guide to VAT registration.';
    expect(ids(real)).not.toContain('keyword-stuffing');
  });

  it('finds prompts that only say what to avoid', () => {
    expect(ids("Don't make it long. Never mention competitors.")).toContain('negative-only');
  });
});
