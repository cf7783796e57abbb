import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdSchema,
  TimestampSchema,
  baseErrors,
  defineEndpoint,
  errorResponses,
  LimitedString,
} from './common';
import { LIMITS } from './constants';
import { LENGTH_MESSAGES } from './messages';

export const AdminListQuerySchema = Type.Object(
  {
    search: Type.Optional(LimitedString(LIMITS.emailMaxChars, LENGTH_MESSAGES.search)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  },
  { additionalProperties: false },
);
export type AdminListQuery = Static<typeof AdminListQuerySchema>;

export const WaitlistEntrySchema = Type.Object({
  id: IdSchema,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  source: Type.String(),
  created_at: TimestampSchema,
});
export type WaitlistEntry = Static<typeof WaitlistEntrySchema>;

export const ContactMessageSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  created_at: TimestampSchema,
});
export type ContactMessage = Static<typeof ContactMessageSchema>;

export const AdminWaitlistPageSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  entries: Type.Array(WaitlistEntrySchema),
});
export type AdminWaitlistPage = Static<typeof AdminWaitlistPageSchema>;

export const AdminContactPageSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  messages: Type.Array(ContactMessageSchema),
});
export type AdminContactPage = Static<typeof AdminContactPageSchema>;

const adminErrors = {
  ...errorResponses.badRequest,
  ...errorResponses.unauthorized,
  ...errorResponses.forbidden,
  ...baseErrors,
} as const;

export const adminEndpoints = {
  listWaitlist: defineEndpoint({
    method: 'GET',
    path: '/api/admin/waitlist',
    summary: 'Waitlist entries, newest first, with search',
    tags: ['admin'],
    access: 'admin',
    throttle: 'default',
    query: AdminListQuerySchema,
    successStatus: 200,
    responses: { 200: Envelope(AdminWaitlistPageSchema), ...adminErrors },
  }),
  listContactMessages: defineEndpoint({
    method: 'GET',
    path: '/api/admin/contact-messages',
    summary: 'Messages sent through the contact form, newest first',
    tags: ['admin'],
    access: 'admin',
    throttle: 'default',
    query: AdminListQuerySchema,
    successStatus: 200,
    responses: { 200: Envelope(AdminContactPageSchema), ...adminErrors },
  }),
} as const;
