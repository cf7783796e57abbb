import { EnhanceRequestSchema, LENGTH_MESSAGES, MESSAGES } from '@silent/contracts';
import { z } from 'zod';
import { templateIdOf } from './backend';
import {
  ApplyTemplateToolInput,
  EnhanceToolInput,
  InvalidInputError,
  checkInput,
  jsonSchemaOf,
  zodOf,
} from './schemas';

describe('tool input schemas', () => {
  it('are the contracts’ schemas: the JSON Schema a client sees survives the zod round trip', () => {
    const listed = z.toJSONSchema(zodOf(EnhanceToolInput)) as Record<string, unknown>;
    const contract = jsonSchemaOf(EnhanceRequestSchema);
    expect(listed.properties).toEqual(contract.properties);
    expect(listed.required).toEqual(contract.required);
    expect(listed.additionalProperties).toBe(false);
  });

  it('validates with zod as the SDK does', () => {
    const schema = zodOf(EnhanceToolInput);
    expect(schema.safeParse({ originalPrompt: 'hi', style: 'casual' }).success).toBe(true);
    expect(schema.safeParse({ originalPrompt: 'hi', style: 'loud' }).success).toBe(false);
    expect(schema.safeParse({ originalPrompt: 'hi', extra: 1 }).success).toBe(false);
  });

  it('answers bad input in the contracts’ own words', () => {
    const message = (value: unknown) => {
      try {
        checkInput(EnhanceToolInput, value);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidInputError);
        return (error as Error).message;
      }
      return undefined;
    };
    expect(message({ originalPrompt: '   ' })).toBe(MESSAGES.enhancePromptRequired);
    expect(message({ originalPrompt: 'x'.repeat(10_001) })).toBe(LENGTH_MESSAGES.prompt);
    expect(message({ originalPrompt: 'x', style: 'loud' })).toMatch(/style.*professional/);
    expect(message({ originalPrompt: 'fine' })).toBeUndefined();
  });

  it('take template ids as UUIDs, and offline ids are stable UUIDs', () => {
    const id = templateIdOf('business-email');
    expect(id).toBe(templateIdOf('business-email'));
    expect(id).not.toBe(templateIdOf('social-media-post'));
    expect(() => checkInput(ApplyTemplateToolInput, { id, variables: {} })).not.toThrow();
    expect(() =>
      checkInput(ApplyTemplateToolInput, { id: 'business-email', variables: {} }),
    ).toThrow(InvalidInputError);
  });
});
