import { MESSAGES } from '@silent/contracts';
import { callbackErrorMessage, oauthFailureMessage, readAuthCallback } from './auth-callback';

describe('readAuthCallback', () => {
  it('spots a PKCE return and errors in the query or the fragment', () => {
    expect(readAuthCallback('http://x.test/silent?code=abc')).toEqual({ kind: 'code' });
    expect(readAuthCallback('http://x.test/silent')).toBeNull();
    expect(
      readAuthCallback(
        'http://x.test/#error=invalid_request&error_code=provider_disabled&error_description=Nope',
      ),
    ).toEqual({ kind: 'error', description: 'Nope', code: 'provider_disabled' });
    expect(readAuthCallback('http://x.test/?error=access_denied')).toEqual({
      kind: 'error',
      description: '',
      code: 'access_denied',
    });
  });
});

describe('messages', () => {
  it('says "OAuth sign-in failed" with the reason, or alone', () => {
    expect(oauthFailureMessage('denied')).toBe(`${MESSAGES.oauthFailed}: denied`);
    expect(oauthFailureMessage('')).toBe(MESSAGES.oauthFailed);
    expect(oauthFailureMessage(undefined)).toBe(MESSAGES.oauthFailed);
  });

  it("keeps a mailed link's own message", () => {
    expect(callbackErrorMessage('Email link is invalid or has expired', 'otp_expired')).toBe(
      'Email link is invalid or has expired',
    );
    expect(callbackErrorMessage('Google is off', 'access_denied')).toBe(
      `${MESSAGES.oauthFailed}: Google is off`,
    );
  });

  it('puts a provider the server has not configured in user words, not its settings', () => {
    expect(
      callbackErrorMessage('connect a Supabase project (SUPABASE_URL)', 'provider_disabled'),
    ).toBe(`${MESSAGES.oauthFailed}: ${MESSAGES.oauthProviderUnavailable}`);
  });
});
