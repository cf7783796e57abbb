import { parseHeading, parseSections, sectionKeyOf } from './sections';

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

  it('maps heading words in five languages to what they stand for', () => {
    expect(sectionKeyOf('Persona')).toBe('role');
    expect(sectionKeyOf('Objective')).toBe('goal');
    expect(sectionKeyOf('Rules')).toBe('constraints');
    expect(sectionKeyOf('Quality checks')).toBe('success-criteria');
    expect(sectionKeyOf('Zielgruppe')).toBe('audience');
    expect(sectionKeyOf('Formato de salida')).toBe('format');
    expect(sectionKeyOf('Contexte')).toBe('context');
    expect(sectionKeyOf('Miscellany')).toBeUndefined();
  });

  it('treats delimited input as opaque', () => {
    const doc = parseSections('## Task\nDo it\n"""\n## Not a heading\n"""\n## Length\n50 words');
    expect(doc.sections.map((section) => section.key)).toEqual(['task', 'length']);
    expect(doc.sections[0]?.lines).toContain('## Not a heading');
  });
});
