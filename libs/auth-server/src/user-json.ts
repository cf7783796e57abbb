import type { AuthUserRow } from '@silent/data';
import { AUTHENTICATED } from './jwt';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] } as const;

/** The user object GoTrue returns (GET /user, sessions), as supabase-js's `User` expects it. */
export function toUserJson(user: AuthUserRow) {
  const createdAt = user.createdAt.toISOString();
  const updatedAt = user.updatedAt.toISOString();
  return {
    id: user.id,
    aud: AUTHENTICATED,
    role: AUTHENTICATED,
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmed_at: iso(user.emailConfirmedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: { ...EMAIL_APP_METADATA, providers: [...EMAIL_APP_METADATA.providers] },
    user_metadata: user.userMetadata,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: Boolean(user.emailConfirmedAt),
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        email: user.email,
        last_sign_in_at: iso(user.lastSignInAt),
        created_at: createdAt,
        updated_at: updatedAt,
      },
    ],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
  };
}

export type UserJson = ReturnType<typeof toUserJson>;

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}
