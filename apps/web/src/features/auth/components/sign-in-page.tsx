import { LIMITS, MESSAGES } from '@silent/contracts';
import { Button, Card, TextInput, toast } from '@silent/ui';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { sendMagicLink, signInWithProvider, type OAuthProvider } from '../api/sign-in';
import { AUTH_ERROR_PARAM } from '../auth-callback';
import { useAuth } from '../auth-context';
import { usesEmbeddedAuth } from '../supabase-client';
import './sign-in.css';

type Busy = 'email' | OAuthProvider | null;

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

/** /try: sign in by magic link, Google or Microsoft. */
export function SignInPage() {
  const { user, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const returnedError = searchParams.get(AUTH_ERROR_PARAM);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // A sign-in that came back with an error (expired link, OAuth refused) lands here.
  useEffect(() => {
    if (returnedError) toast.error(returnedError, { id: 'auth-return-error' });
  }, [returnedError]);

  if (!loading && user) return <Navigate to={paths.tool} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || busy) return;
    setBusy('email');
    const result = await sendMagicLink(email);
    setBusy(null);
    if (result.ok) {
      toast.success(MESSAGES.magicLinkSent);
      setSentTo(email.trim());
    } else {
      toast.error(result.message);
    }
  };

  const onProvider = async (provider: OAuthProvider) => {
    setBusy(provider);
    const result = await signInWithProvider(provider);
    // On success the browser is already leaving for the provider; stay busy until it does.
    if (!result.ok) {
      setBusy(null);
      toast.error(result.message);
    }
  };

  return (
    <div className="ui-container sign-in">
      <Card padding="lg" className="sign-in__card">
        <span className="page-eyebrow">Sign in</span>
        <h1 className="sign-in__title">Sign in to Silent</h1>
        <p className="muted">We&rsquo;ll e-mail you a one-time link. No password needed.</p>

        {returnedError ? (
          <p role="alert" className="sign-in__error">
            {returnedError}
          </p>
        ) : null}

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
