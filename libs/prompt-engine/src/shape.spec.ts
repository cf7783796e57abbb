import type { Exemplar } from './exemplars';
import { DEFAULT_LAYOUT, layoutFrom } from './shape';

describe('layoutFrom', () => {
  it('reads an exemplar again when its output changed in place', () => {
    const exemplar: Exemplar = {
      id: 'x',
      input: 'write a launch email',
      output: '## Persona\nYou are a writer.\n\n## Brief\nWrite the email.',
    };
    const prompt = 'write an email about our launch';
    expect(layoutFrom([exemplar], prompt).headings).toMatchObject({
      role: 'Persona',
      task: 'Brief',
    });
    exemplar.output = '**Identity:** You are a writer.\n**Assignment:** Write the email.';
    const layout = layoutFrom([exemplar], prompt);
    expect(layout.style).toBe('bold');
    expect(layout.headings).toMatchObject({ role: 'Identity', task: 'Assignment' });
    exemplar.output = 'Just a plain paragraph.';
    expect(layoutFrom([exemplar], prompt)).toBe(DEFAULT_LAYOUT);
  });
});
