import { missingVariablesMessage } from '@silent/contracts';
import { TemplateVariablesError, extractVariables, renderTemplate } from './templates';

describe('templates', () => {
  const body = 'Dear {{ name }}, your order {{order_id}} ships on {{date}}. Thanks, {{name}}!';

  it('lists variables once, in order of first use', () => {
    expect(extractVariables(body)).toEqual(['name', 'order_id', 'date']);
    expect(extractVariables('no variables')).toEqual([]);
  });

  it('renders every placeholder with trimmed values, literally', () => {
    expect(renderTemplate(body, { name: ' Ana ', order_id: '$1 {{date}}', date: 'Monday' })).toBe(
      'Dear Ana, your order $1 {{date}} ships on Monday. Thanks, Ana!',
    );
  });

  it('refuses missing and blank variables with the spec message', () => {
    expect(() => renderTemplate(body, { name: 'Ana', order_id: '  ' })).toThrow(
      missingVariablesMessage(['order_id', 'date']),
    );
  });

  it('refuses unknown variables', () => {
    let error: unknown;
    try {
      renderTemplate('Hi {{name}}', { name: 'Ana', colour: 'red' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TemplateVariablesError);
    expect(error).toMatchObject({ missing: [], unknown: ['colour'] });
    expect((error as Error).message).toBe('Unknown variables: colour');
  });

  it('names both kinds when both are wrong', () => {
    expect(() => renderTemplate('Hi {{name}}', { colour: 'red' })).toThrow(
      `${missingVariablesMessage(['name'])}. Unknown variables: colour`,
    );
  });
});
