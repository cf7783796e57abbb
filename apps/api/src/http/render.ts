// The strict `{{variable}}` rendering of templates and library prompts, as one HTTP rule: every
// variable of the text must be given (not blank) and no other may be; a refusal is a 400 that
// names the missing and unknown ones.
import { renderTemplate, TemplateVariablesError } from '@silent/prompt-engine';
import { HttpError } from '../plugins/app/errors';

export function renderOrRefuse(body: string, variables: Readonly<Record<string, string>>): string {
  try {
    return renderTemplate(body, variables);
  } catch (error) {
    if (error instanceof TemplateVariablesError) {
      throw new HttpError(400, error.message, { missing: error.missing, unknown: error.unknown });
    }
    throw error;
  }
}
