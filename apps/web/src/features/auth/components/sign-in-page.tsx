import { LIMITS, MESSAGES } from '@silent/contracts';
import { Button, Card, TextInput, toast } from '@silent/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import {
  sendMagicLink,
  signInWithProvider,
  verifyEmailCode,
  type OAuthProvider,
} from '../api/sign-in';
import { AUTH_ERROR_PARAM, AUTH_NOTICE_PARAM, OTHER_BROWSER_NOTICE } from '../auth-callback';
import { usesEmbeddedAuth } from '../supabase-client';
import './sign-in.css';

type Busy = 'email' | 'code' | OAuthProvider | null;

const PROVIDERS: ReadonlyArray<{ id: OAuthProvider; label: string; icon: ReactElement }> = [
  {
    id: 'google',
    label: 'Continue with Google',
    icon: (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.8 3.3-8.1Z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23Z"
        />
        <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8Z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
        />
      </svg>
    ),
  },
  {
    id: 'azure',
    label: 'Continue with Microsoft',
    icon: (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="#F25022" d="M2 2h9.5v9.5H2z" />
        <path fill="#7FBA00" d="M12.5 2H22v9.5h-9.5z" />
        <path fill="#00A4EF" d="M2 12.5h9.5V22H2z" />
        <path fill="#FFB900" d="M12.5 12.5H22V22h-9.5z" />
      </svg>
    ),
  },
];

const CODE_LENGTH = 6;

/** /try: sign in by magic link (or the code mailed with it), Google or Microsoft. */
export function SignInPage() {
  const { user, loading, connect } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  // A sign-in that came back with an error (expired link, OAuth refused) lands here; the reason
  // shows once, in the page, until the next action.
  const [error, setError] = useState<string | null>(() => searchParams.get(AUTH_ERROR_PARAM));
  const [otherBrowser, setOtherBrowser] = useState(
    () => searchParams.get(AUTH_NOTICE_PARAM) === OTHER_BROWSER_NOTICE,
  );

  // This page loads the auth client anyway; follow it so a code sign-in reaches the header.
  useEffect(() => connect?.(), [connect]);
  useEffect(() => {
    if (sentTo) codeField.current?.focus();
  }, [sentTo]);

  if (!loading && user) return <Navigate to={paths.tool} replace />;

  /** A new action starts clean: the last one's error or notice no longer applies. */
  const startAction = (next: Busy) => {
    setBusy(next);
    setError(null);
    setOtherBrowser(false);
    if (searchParams.has(AUTH_ERROR_PARAM) || searchParams.has(AUTH_NOTICE_PARAM)) {
      const rest = new URLSearchParams(searchParams);
      rest.delete(AUTH_ERROR_PARAM);
      rest.delete(AUTH_NOTICE_PARAM);
      setSearchParams(rest, { replace: true });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || busy) return;
    startAction('email');
    const result = await sendMagicLink(email);
    setBusy(null);
    if (result.ok) {
      toast.success(MESSAGES.magicLinkSent);
      setSentTo(email.trim());
      setCode('');
    } else {
      setError(result.message);
    }
  };

  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo || code.length !== CODE_LENGTH || busy) return;
    startAction('code');
    const result = await verifyEmailCode(sentTo, code);
    // On success the auth provider hears of the session and this page moves on to the tool.
    setBusy(null);
    if (!result.ok) setError(result.message);
  };

  const onProvider = async (provider: OAuthProvider) => {
    startAction(provider);
    const result = await signInWithProvider(provider);
    // On success the browser is already leaving for the provider; stay busy until it does.
    if (!result.ok) {
      setBusy(null);
      setError(result.message);
    }
  };

  return (
    <div className="ui-container sign-in">
      <Card padding="lg" className="sign-in__card">
        <span className="page-eyebrow">Sign in</span>
        <h1 className="sign-in__title">Sign in to Silent</h1>
        <p className="muted">We&rsquo;ll e-mail you a one-time link. No password needed.</p>

        <div aria-live="polite">
          {otherBrowser ? <p className="sign-in__notice">{MESSAGES.signInOtherBrowser}</p> : null}
        </div>
        <div role="alert">{error ? <p className="sign-in__error">{error}</p> : null}</div>

        <form className="sign-in__form" onSubmit={onSubmit} noValidate>
          <TextInput
            label="Email"
            type="email"
            name="email"
            maxLength={LIMITS.emailMaxChars}
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy === 'email'}
          />
          <Button
            type="submit"
            variant="primary"
            fullWidth
            loading={busy === 'email'}
            disabled={!email.trim() || busy !== null}
          >
            Send magic link
          </Button>
        </form>

        {sentTo ? (
          <>
            <p className="sign-in__sent" role="status">
              {MESSAGES.magicLinkSent} We sent it to <strong>{sentTo}</strong>.
              {usesEmbeddedAuth ? (
                <>
                  {' '}
                  Running locally without a mail server? Open it from the{' '}
                  <a href={paths.devMailbox}>local mailbox</a>.
                </>
              ) : null}
            </p>
            <form className="sign-in__form" onSubmit={onCode} noValidate>
              <TextInput
                ref={codeField}
                label="6-digit code"
                hint={MESSAGES.signInCodeHint}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={CODE_LENGTH}
                value={code}
                onChange={(event) =>
                  setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))
                }
                disabled={busy === 'code'}
              />
              <Button
                type="submit"
                variant="primary"
                fullWidth
                loading={busy === 'code'}
                disabled={code.length !== CODE_LENGTH || busy !== null}
              >
                Sign in with code
              </Button>
            </form>
          </>
        ) : null}

        <div className="sign-in__divider" role="separator">
          <span>or</span>
        </div>

        <div className="sign-in__providers">
          {PROVIDERS.map((provider) => (
            <Button
              key={provider.id}
              fullWidth
              loading={busy === provider.id}
              disabled={busy !== null}
              onClick={() => void onProvider(provider.id)}
            >
              {busy === provider.id ? null : provider.icon}
              {provider.label}
            </Button>
          ))}
        </div>
      </Card>
    </div>
  );
}
