import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdParamsSchema,
  IdSchema,
  baseErrors,
  bodyErrors,
  defineEndpoint,
  errorResponses,
  LimitedString,
} from './common';
import { LIMITS } from './constants';
import { LENGTH_MESSAGES } from './messages';
import { RatingTokenSchema } from './prompt';

export const TemplateSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  variables: Type.Array(Type.String()),
  body: Type.String({ description: 'The template text with {{variable}} placeholders' }),
  usage: Type.Integer({ minimum: 0 }),
});
export type Template = Static<typeof TemplateSchema>;

export const ApplyTemplateRequestSchema = Type.Object(
  {
    variables: Type.Record(
      LimitedString(LIMITS.shortTextMaxChars, LENGTH_MESSAGES.templateVariableName),
      LimitedString(LIMITS.promptMaxChars, LENGTH_MESSAGES.templateVariableValue),
    ),
  },
  { additionalProperties: false },
);
export type ApplyTemplateRequest = Static<typeof ApplyTemplateRequestSchema>;

export const ApplyTemplateResultSchema = Type.Object({
  result: Type.String(),
  template: TemplateSchema,
  enhancementId: IdSchema,
  /** Anonymous callers only: lets this client rate the recorded enhancement. */
  ratingToken: Type.Optional(RatingTokenSchema),
});
export type ApplyTemplateResult = Static<typeof ApplyTemplateResultSchema>;

export const templateEndpoints = {
  listTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/prompt/templates',
    summary: 'All templates with their usage counts',
    tags: ['templates'],
    access: 'public',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(Type.Array(TemplateSchema)), ...baseErrors },
  }),
  applyTemplate: defineEndpoint({
    method: 'POST',
    path: '/api/prompt/templates/:id/apply',
    summary:
      "Render a template with its variables and count the use (kept in the caller's history)",
    tags: ['templates'],
    access: 'viewer',
    throttle: 'default',
    params: IdParamsSchema,
    body: ApplyTemplateRequestSchema,
    successStatus: 200,
    responses: {
      200: Envelope(ApplyTemplateResultSchema),
      ...errorResponses.unauthorized,
      ...errorResponses.notFound,
      ...bodyErrors,
    },
  }),
} as const;
