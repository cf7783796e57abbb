import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  IdSchema,
  LimitedString,
  NonBlankString,
  bodyErrors,
  defineEndpoint,
} from './common';
import { LIMITS } from './constants';
import { LENGTH_MESSAGES, MESSAGES } from './messages';
import { EmailSchema } from './waitlist';

export const ContactRequestSchema = Type.Object(
  {
    name: NonBlankString({
      maxLength: LIMITS.shortTextMaxChars,
      message: MESSAGES.contactNameRequired,
      tooLong: LENGTH_MESSAGES.contactName,
    }),
    email: EmailSchema(MESSAGES.contactEmailInvalid, MESSAGES.contactEmailRequired),
    phone: Type.Optional(LimitedString(LIMITS.phoneMaxChars, LENGTH_MESSAGES.phone)),
    message: NonBlankString({
      maxLength: LIMITS.contactMessageMaxChars,
      message: MESSAGES.contactMessageRequired,
      tooLong: LENGTH_MESSAGES.contactMessage,
    }),
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequestSchema>;

export const ContactResultSchema = Type.Object({ id: IdSchema, replyWithinHours: Type.Integer() });
export type ContactResult = Static<typeof ContactResultSchema>;

export const contactEndpoints = {
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    summary: 'Send a message to the team (stored for the admin dashboard)',
    tags: ['contact'],
    access: 'public',
    throttle: 'strict',
    body: ContactRequestSchema,
    successStatus: 201,
    responses: { 201: Envelope(ContactResultSchema), ...bodyErrors },
  }),
} as const;
