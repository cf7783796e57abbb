import { parseHeading, parseSections, requestText, sectionKeyOf } from './sections';

describe('sections', () => {
  it('reads markdown, bold and colon headings', () => {
    expect(parseHeading('## Output format')).toMatchObject({
      label: 'Output format',
      style: 'markdown',
    });
    expect(parseHeading('**Tone:** warm')).toMatchObject({
      label: 'Tone',
      style: 'bold',
      rest: 'warm',
    });
    expect(parseHeading('Role: You are a chef')).toMatchObject({
      label: 'Role',
      rest: 'You are a chef',
    });
    expect(parseHeading('Note: this is a sentence')).toBeUndefined();
  });

  it('maps heading synonyms to section keys', () => {
    expect(sectionKeyOf('Persona')).toBe('role');
    expect(sectionKeyOf('Objective')).toBe('task');
    expect(sectionKeyOf('Rules')).toBe('constraints');
    expect(sectionKeyOf('Quality checks')).toBe('criteria');
    expect(sectionKeyOf('Miscellany')).toBeUndefined();
  });

  it('treats delimited input as opaque', () => {
    const doc = parseSections('## Task\nDo it\n"""\n## Not a heading\n"""\n## Length\n50 words');
    expect(doc.sections.map((section) => section.key)).toEqual(['task', 'length']);
    expect(requestText('## Task\nDo it\n"""\nthe request\n"""\n## Length\n50 words')).toBe(
      'the request',
    );
    expect(requestText('plain prompt')).toBe('plain prompt');
  });
});
