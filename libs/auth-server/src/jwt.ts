import { AUTH } from '@silent/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { authErrors } from './errors';

export const AUTHENTICATED = 'authenticated';

export interface AccessTokenInput {
  userId: string;
  email: string;
  sessionId: string;
  amr: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  issuer: string;
  ttlSeconds: number;
}

export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
}

/** Signs an access token with Supabase's claims, HS256 like a project's legacy JWT secret. */
export async function signAccessToken(
  secret: Uint8Array,
  input: AccessTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + input.ttlSeconds;
  const token = await new SignJWT({
    email: input.email,
    phone: '',
    role: AUTHENTICATED,
    aal: 'aal1',
    amr: [{ method: input.amr, timestamp: issuedAt }],
    session_id: input.sessionId,
    is_anonymous: false,
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setAudience(AUTHENTICATED)
    .setIssuer(input.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { token, expiresAt };
}

/**
 * Verifies one of our access tokens: HS256 only (never `none`), right audience, with an
 * expiry and an issue time no older than `maxAgeSeconds` (so a token minted with a far-off
 * expiry is still refused) and not in the future, give or take the clock skew.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  maxAgeSeconds: number,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: AUTHENTICATED,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: AUTH.clockSkewSeconds,
      maxTokenAge: maxAgeSeconds,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.session_id !== 'string' ||
      typeof payload.email !== 'string'
    ) {
      throw authErrors.badJwt();
    }
    return { sub: payload.sub, email: payload.email, session_id: payload.session_id };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw authErrors.jwtExpired();
    throw authErrors.badJwt();
  }
}
