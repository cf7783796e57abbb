import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  ErrorEnvelopeSchema,
  StringEnum,
  defineEndpoint,
  errorResponses,
} from './common';

export const HealthSchema = Type.Object({
  status: StringEnum(['ok', 'degraded'] as const),
  database: StringEnum(['up', 'down'] as const),
  databaseKind: StringEnum(['pglite', 'postgres'] as const),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
});
export type Health = Static<typeof HealthSchema>;

export const healthEndpoints = {
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    tags: ['health'],
    access: 'public',
    throttle: 'default',
    successStatus: 200,
    // 503 when the database is unreachable; `details` then holds the Health object.
    responses: {
      200: Envelope(HealthSchema),
      503: ErrorEnvelopeSchema,
      ...errorResponses.rateLimited,
    },
  }),
} as const;
