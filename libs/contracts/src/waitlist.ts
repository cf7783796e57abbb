import { Type, type Static } from '@sinclair/typebox';
import { Envelope, bodyErrors, defineEndpoint, withMessage } from './common';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';

/** Loose shape check; the real proof of an address is mail reaching it. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export function looksLikeEmail(value: string): boolean {
  return new RegExp(EMAIL_PATTERN).test(value.trim());
}

/** `requiredMessage`, when given, answers a missing or blank address instead of `message`. */
export const EmailSchema = (message: string, requiredMessage?: string) =>
  withMessage(
    Type.String({ minLength: 3, maxLength: LIMITS.emailMaxChars, pattern: EMAIL_PATTERN }),
    message,
    requiredMessage,
  );

export const JoinWaitlistRequestSchema = Type.Object(
  {
    email: EmailSchema(MESSAGES.waitlistEmailRequired),
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    source: Type.Optional(Type.String({ maxLength: 50, default: 'email' })),
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
