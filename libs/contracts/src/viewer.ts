import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdSchema,
  StringEnum,
  baseErrors,
  defineEndpoint,
  errorResponses,
} from './common';

export const VIEWER_KINDS = ['anonymous', 'user', 'admin'] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

/** Who the caller is to the API: what decides which rows they see and may change. */
export const ViewerSchema = Type.Object({
  kind: StringEnum(VIEWER_KINDS),
  userId: Type.Union([IdSchema, Type.Null()]),
});
export type ViewerInfo = Static<typeof ViewerSchema>;

export const viewerEndpoints = {
  getViewer: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    summary:
      'Who the caller is to the API: anonymous, a user, or an admin (ADMIN_EMAILS); the web shows admin actions by it',
    tags: ['auth'],
    access: 'viewer',
    throttle: 'default',
    successStatus: 200,
    responses: { 200: Envelope(ViewerSchema), ...errorResponses.unauthorized, ...baseErrors },
  }),
} as const;
