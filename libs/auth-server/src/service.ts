import { LENGTH_MESSAGES, LIMITS, looksLikeEmail } from '@silent/contracts';
import type { AuthStore, AuthUserRow, LogoutScope } from '@silent/data';
import { clientKey } from './client-address';
import {
  codeHash,
  openSuccessor,
  pkceMatches,
  randomToken,
  sealSuccessor,
  sha256Hex,
  sixDigitCode,
} from './crypto';
import { AuthApiError, authErrors } from './errors';
import { signAccessToken, verifyAccessToken } from './jwt';
import { magicLinkMail, type Mailer } from './mailer';
import { resolveRedirect, withParams } from './redirects';
import { EMAIL_APP_METADATA, toUserJson, type SessionJson, type UserJson } from './user-json';

export interface RateLimitSettings {
  windowSeconds: number;
  /** Sign-in mails requested per IP per window. */
  email: number;
  /** Link and code verifications per IP per window. */
  verify: number;
  /** Token grants (PKCE exchange, refresh) per IP per window. */
  token: number;
}

export interface EmbeddedAuthSettings {
  jwtSecret: string;
  anonKey: string;
  /**
   * Public origin of the site (SITE_URL). Mailed links and default redirects are built from it
   * and never from a request's Host or X-Forwarded-* headers, which any client can set.
   */
  siteUrl: string;
  /** Other URLs (origin or origin + path prefix) a link or OAuth attempt may return to. */
  redirectUrls: readonly string[];
  accessTokenTtlSeconds: number;
  magicLinkTtlSeconds: number;
  linkCooldownSeconds: number;
  /** A refresh token presented again this soon after its rotation gets the same successor. */
  refreshReuseIntervalSeconds: number;
  rateLimit: RateLimitSettings;
}

/** What the service needs to know about the HTTP request it serves. */
export interface RequestContext {
  /** Origin of the site (settings.siteUrl). */
  siteUrl: string;
  /** The auth API's public base URL, e.g. `http://localhost:3000/auth/v1`. */
  authUrl: string;
  ip: string;
  userAgent: string | null;
}

export interface OtpRequest {
  email?: string;
  phone?: string;
  data?: Record<string, unknown>;
  createUser?: boolean;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
  redirectTo?: string;
}

export interface VerifyRequest {
  type?: string;
  token_hash?: string;
  email?: string;
  token?: string;
}

const PKCE_FLOW_TTL_SECONDS = 300;

/**
 * Sign-up data becomes user_metadata, which is copied into every access token: unbounded, it
 * makes tokens too large for any request header (HTTP 431) and locks the account out for good.
 */
function checkUserMetadata(data: Record<string, unknown> | undefined): void {
  if (!data) return;
  const tooMany = Object.keys(data).length > LIMITS.userMetadataMaxKeys;
  if (tooMany || Buffer.byteLength(JSON.stringify(data)) > LIMITS.userMetadataMaxBytes) {
    throw new AuthApiError(400, 'validation_failed', LENGTH_MESSAGES.userMetadata);
  }
}
const MAX_CODE_ATTEMPTS = 5;
const VERIFY_TYPES = new Set(['email', 'magiclink', 'signup']);
export const OAUTH_PROVIDER_LABELS: Readonly<Record<string, string>> = {
  google: 'Google',
  azure: 'Microsoft',
};

/** The embedded auth service's behaviour, independent of HTTP. */
export function createAuthService(
  store: AuthStore,
  mailer: Mailer,
  settings: EmbeddedAuthSettings,
) {
  const secret = new TextEncoder().encode(settings.jwtSecret);

  async function limit(bucket: keyof Omit<RateLimitSettings, 'windowSeconds'>, ip: string) {
    const { windowSeconds } = settings.rateLimit;
    const hits = await store.hitRateLimit(bucket, clientKey(ip), windowSeconds);
    if (hits > settings.rateLimit[bucket]) throw authErrors.ipRateLimited(windowSeconds);
  }

  async function issueSession(
    user: AuthUserRow,
    sessionId: string,
    refreshToken: string,
    ctx: RequestContext,
  ): Promise<SessionJson> {
    const { token, expiresAt } = await signAccessToken(secret, {
      userId: user.id,
      email: user.email,
      sessionId,
      amr: 'otp',
      appMetadata: { ...EMAIL_APP_METADATA, providers: [...EMAIL_APP_METADATA.providers] },
      userMetadata: user.userMetadata,
      issuer: ctx.authUrl,
      ttlSeconds: settings.accessTokenTtlSeconds,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: settings.accessTokenTtlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toUserJson(user),
    };
  }

  async function startSession(user: AuthUserRow, ctx: RequestContext): Promise<SessionJson> {
    const refreshToken = randomToken();
    const session = await store.createSession({
      userId: user.id,
      amr: 'otp',
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      refreshTokenHash: sha256Hex(refreshToken),
    });
    return issueSession(user, session.id, refreshToken, ctx);
  }

  /** The signed-in caller behind a bearer token, refusing tokens of ended sessions. */
  async function authenticate(accessToken: string | undefined) {
    if (!accessToken) throw authErrors.noAuthorization();
    const claims = await verifyAccessToken(secret, accessToken, settings.accessTokenTtlSeconds);
    if (!(await store.isSessionActive(claims.session_id))) throw authErrors.sessionNotFound();
    const user = await store.getUser(claims.sub);
    if (!user) throw authErrors.userNotFound();
    return { claims, user };
  }

  return {
    settings,

    /** POST /otp: creates the user if needed and mails a one-time link and code. */
    async requestOtp(input: OtpRequest, ctx: RequestContext): Promise<void> {
      if (input.phone && !input.email) {
        throw new AuthApiError(400, 'phone_provider_disabled', 'Phone sign-in is not enabled');
      }
      const email = (input.email ?? '').trim().toLowerCase();
      if (!email) throw authErrors.emailRequired();
      if (!looksLikeEmail(email)) throw authErrors.emailInvalid();
      checkUserMetadata(input.data);
      await limit('email', ctx.ip);

      // `data` only ever shapes a new user: for an existing one it is ignored (as GoTrue does).
      const user =
        input.createUser === false
          ? await store.findUserByEmail(email)
          : (await store.findOrCreateUser(email, input.data ?? {})).user;
      if (!user) throw authErrors.signupDisabled();

      const wait = await store.claimLinkSlot(user.id, settings.linkCooldownSeconds);
      if (wait > 0) throw authErrors.linkCooldown(wait);

      const token = randomToken();
      const code = sixDigitCode();
      const redirectTo = resolveRedirect(input.redirectTo, ctx.siteUrl, settings.redirectUrls);
      await store.createLink({
        userId: user.id,
        tokenHash: sha256Hex(token),
        codeHash: codeHash(user.id, code),
        redirectTo,
        codeChallenge: input.codeChallenge || null,
        codeChallengeMethod: input.codeChallenge ? input.codeChallengeMethod || 's256' : null,
        ttlSeconds: settings.magicLinkTtlSeconds,
      });
      const link = new URL(`${ctx.authUrl}/verify`);
      link.searchParams.set('token', token);
      link.searchParams.set('type', 'magiclink');
      link.searchParams.set('redirect_to', redirectTo);
      try {
        await mailer.send(
          magicLinkMail(user.email, link.toString(), code, settings.magicLinkTtlSeconds),
        );
      } catch (error) {
        // The address did not get a link, so it must not wait out the cooldown.
        await store.releaseLinkSlot(user.id);
        throw Object.assign(
          new AuthApiError(500, 'unexpected_failure', 'Error sending magic link email'),
          { cause: error },
        );
      }
    },

    /**
     * GET /verify (the link in the mail): where to send the browser. PKCE links return to the
     * site with `?code=` for the client to exchange; others carry the session in the fragment.
     */
    async verifyLink(
      token: string | undefined,
      requestedRedirect: string | undefined,
      ctx: RequestContext,
    ): Promise<string> {
      const fallback = resolveRedirect(requestedRedirect, ctx.siteUrl, settings.redirectUrls);
      const failure = (error: AuthApiError) =>
        withParams(
          fallback,
          { error: 'access_denied', error_code: error.code, error_description: error.message },
          'fragment',
        );
      try {
        await limit('verify', ctx.ip);
      } catch (error) {
        if (error instanceof AuthApiError) return failure(error);
        throw error;
      }
      const found = token ? await store.findUsableLinkByToken(sha256Hex(token)) : undefined;
      if (found?.codeChallenge && found.codeChallengeMethod) {
        // A PKCE link stays usable until the browser holding the verifier exchanges the code:
        // opened in another browser (a phone's mail app) it burns nothing, and that page can
        // tell the person to enter the mailed code where they asked for it.
        const authCode = randomToken();
        await store.createFlowState({
          userId: found.userId,
          authCodeHash: sha256Hex(authCode),
          codeChallenge: found.codeChallenge,
          codeChallengeMethod: found.codeChallengeMethod,
          authenticationMethod: 'magiclink',
          ttlSeconds: PKCE_FLOW_TTL_SECONDS,
        });
        return withParams(found.redirectTo, { code: authCode }, 'query');
      }
      const link = found ? await store.consumeLinkByToken(sha256Hex(token ?? '')) : undefined;
      if (!link) return failure(authErrors.linkInvalid());
      const user = await store.markSignedIn(link.userId);
      const session = await startSession(user, ctx);
      return withParams(
        link.redirectTo,
        {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: 'magiclink',
        },
        'fragment',
      );
    },

    /** POST /verify: a token hash, or an address and its 6-digit code, for a session. */
    async verifyOtp(input: VerifyRequest, ctx: RequestContext): Promise<SessionJson> {
      if (input.type && !VERIFY_TYPES.has(input.type)) {
        throw new AuthApiError(
          400,
          'validation_failed',
          `Verify type "${input.type}" is not supported`,
        );
      }
      await limit('verify', ctx.ip);
      let userId: string | undefined;
      if (input.token_hash) {
        userId = (await store.consumeLinkByToken(sha256Hex(input.token_hash)))?.userId;
      } else if (input.email && input.token) {
        const user = await store.findUserByEmail(input.email.trim());
        const code = input.token.trim();
        if (user && /^\d{6}$/.test(code)) {
          const link = await store.consumeLinkByCode(
            user.id,
            codeHash(user.id, code),
            MAX_CODE_ATTEMPTS,
          );
          userId = link?.userId;
        }
      } else {
        throw authErrors.verifyParams();
      }
      if (!userId) throw authErrors.otpInvalid();
      return startSession(await store.markSignedIn(userId), ctx);
    },

    /** POST /token?grant_type=pkce */
    async exchangeCode(
      authCode: string | undefined,
      verifier: string | undefined,
      ctx: RequestContext,
    ): Promise<SessionJson> {
      if (!authCode || !verifier) throw authErrors.pkceParams();
      await limit('token', ctx.ip);
      const flow = await store.consumeFlowState(sha256Hex(authCode));
      if (!flow) throw authErrors.flowStateMissing();
      if (!pkceMatches(verifier, flow.codeChallenge, flow.codeChallengeMethod)) {
        throw authErrors.badCodeVerifier();
      }
      if (!(await store.getUser(flow.userId))) throw authErrors.userNotFound();
      // The mailed link (and its code) did their job in the browser that asked for them.
      if (flow.authenticationMethod === 'magiclink') await store.retireLinks(flow.userId);
      return startSession(await store.markSignedIn(flow.userId), ctx);
    },

    /** POST /token?grant_type=refresh_token: single use, rotating. */
    async refresh(refreshToken: string | undefined, ctx: RequestContext): Promise<SessionJson> {
      if (!refreshToken) throw authErrors.refreshMissing();
      await limit('token', ctx.ip);
      const next = randomToken();
      const result = await store.rotateRefreshToken({
        oldHash: sha256Hex(refreshToken),
        newHash: sha256Hex(next),
        successorSealed: sealSuccessor(refreshToken, next),
        reuseIntervalSeconds: settings.refreshReuseIntervalSeconds,
      });
      switch (result.status) {
        case 'not_found':
          throw authErrors.refreshNotFound();
        case 'reused':
        case 'reused_recently':
          throw authErrors.refreshReused();
        case 'session_revoked':
          throw authErrors.sessionExpired();
        case 'rotated':
          return issueSession(result.user, result.session.id, next, ctx);
        case 'reissued': {
          // A retry or a second tab: the same successor the first refresh produced.
          const successor = openSuccessor(refreshToken, result.successorSealed);
          if (!successor) throw authErrors.refreshReused();
          return issueSession(result.user, result.session.id, successor, ctx);
        }
      }
    },

    authenticate,

    async getUser(accessToken: string | undefined): Promise<UserJson> {
      return toUserJson((await authenticate(accessToken)).user);
    },

    async logout(accessToken: string | undefined, scope: string): Promise<void> {
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw authErrors.badScope();
      }
      const { claims } = await authenticate(accessToken);
      await store.logout(claims.sub, claims.session_id, scope as LogoutScope);
    },

    /** GET /authorize: no OAuth provider is configured in embedded mode; say so to the site. */
    authorizeRedirect(
      provider: string,
      requestedRedirect: string | undefined,
      ctx: RequestContext,
    ) {
      const target = resolveRedirect(requestedRedirect, ctx.siteUrl, settings.redirectUrls);
      const label = OAUTH_PROVIDER_LABELS[provider];
      const description = label
        ? `${label} sign-in is not configured on this server. Use the e-mail link, or connect a Supabase project with ${label} enabled (SUPABASE_URL).`
        : 'Unsupported provider: provider is not enabled';
      return withParams(
        target,
        {
          error: 'invalid_request',
          error_code: 'provider_disabled',
          error_description: description,
        },
        'fragment',
      );
    },

    settingsJson() {
      return {
        external: {
          email: true,
          phone: false,
          anonymous_users: false,
          google: false,
          azure: false,
        },
        disable_signup: false,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
