import { Type, type Static } from '@sinclair/typebox';
import {
  Envelope,
  LimitedString,
  bodyErrors,
  defineEndpoint,
  withLimitMessage,
  withMessage,
} from './common';
import { LIMITS } from './constants';
import { LENGTH_MESSAGES, MESSAGES } from './messages';

/** Loose shape check; the real proof of an address is mail reaching it. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export function looksLikeEmail(value: string): boolean {
  return new RegExp(EMAIL_PATTERN).test(value.trim());
}

/** `requiredMessage`, when given, answers a missing or blank address instead of `message`. */
export const EmailSchema = (message: string, requiredMessage?: string) =>
  withLimitMessage(
    withMessage(
      Type.String({ minLength: 3, maxLength: LIMITS.emailMaxChars, pattern: EMAIL_PATTERN }),
      message,
      requiredMessage,
    ),
    LENGTH_MESSAGES.email,
  );

export const JoinWaitlistRequestSchema = Type.Object(
  {
    // A missing address is asked for; a malformed one is told so (spec section 5).
    email: EmailSchema(MESSAGES.contactEmailInvalid, MESSAGES.waitlistEmailRequired),
    first_name: Type.Optional(LimitedString(LIMITS.personNameMaxChars, LENGTH_MESSAGES.firstName)),
    last_name: Type.Optional(LimitedString(LIMITS.personNameMaxChars, LENGTH_MESSAGES.lastName)),
    source: Type.Optional(
      LimitedString(LIMITS.sourceMaxChars, LENGTH_MESSAGES.source, { default: 'email' }),
    ),
  },
  { additionalProperties: false },
);
export type JoinWaitlistRequest = Static<typeof JoinWaitlistRequestSchema>;

export const JoinWaitlistResultSchema = Type.Object({
  email: Type.String(),
  alreadyJoined: Type.Boolean(),
  message: Type.String(),
});
export type JoinWaitlistResult = Static<typeof JoinWaitlistResultSchema>;

export const waitlistEndpoints = {
  joinWaitlist: defineEndpoint({
    method: 'POST',
    path: '/api/waitlist',
    summary: 'Join the waitlist (idempotent, case-insensitive on the address)',
    tags: ['waitlist'],
    access: 'public',
    throttle: 'strict',
    body: JoinWaitlistRequestSchema,
    successStatus: 201,
    responses: {
      200: Envelope(JoinWaitlistResultSchema),
      201: Envelope(JoinWaitlistResultSchema),
      ...bodyErrors,
    },
  }),
} as const;
