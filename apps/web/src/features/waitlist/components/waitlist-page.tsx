import { LENGTH_MESSAGES, LIMITS, looksLikeEmail, MESSAGES } from '@silent/contracts';
import { Button, buttonClassName, Card, TextInput, toast } from '@silent/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SuccessCheck } from '../../../components/success-check';
import { paths } from '../../../config/paths';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useSignupPending } from '../hooks/use-waitlist-outbox-sync';
import './waitlist.css';

/** /login: the waitlist, titled Welcome Back. A form, then the joined confirmation. */
export function WaitlistPage() {
  const [email, setEmail] = useState('');
  // A malformed or over-long address is told so under the field (the API would refuse it, and
  // offline it would wait in the outbox for a refusal nobody sees).
  const [emailError, setEmailError] = useState<string | null>(null);
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null);
  // Joined while the network or server was down: the sign-up waits in the outbox.
  const [queued, setQueued] = useState(false);
  const pending = useSignupPending(queued ? joinedEmail : null);
  const inputRef = useRef<HTMLInputElement>(null);
  const joinedHeadingRef = useRef<HTMLHeadingElement>(null);
  const join = useJoinWaitlist();

  // The form disappears: move focus to the confirmation so keyboard users are not lost.
  useEffect(() => {
    if (joinedEmail) joinedHeadingRef.current?.focus();
  }, [joinedEmail]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(MESSAGES.waitlistEmailRequired);
      inputRef.current?.focus();
      return;
    }
    const problem =
      email.trim().length > LIMITS.emailMaxChars
        ? LENGTH_MESSAGES.email
        : looksLikeEmail(email)
          ? null
          : MESSAGES.contactEmailInvalid;
    if (problem) {
      setEmailError(problem);
      inputRef.current?.focus();
      return;
    }
    const outcome = await join.mutateAsync(email);
    if (outcome.kind === 'refused') {
      toast.error(outcome.message);
      inputRef.current?.focus();
      return;
    }
    toast.success(
      outcome.kind === 'joined' && outcome.alreadyJoined
        ? MESSAGES.waitlistAlreadyJoined
        : MESSAGES.waitlistJoined,
    );
    setQueued(outcome.kind === 'queued');
    setJoinedEmail(outcome.email);
  };

  return (
    <div className="ui-container waitlist">
      <Card padding="lg" className="waitlist__card">
        {joinedEmail ? (
          <div className="waitlist__joined">
            <SuccessCheck className="waitlist__check" />
            <h1 ref={joinedHeadingRef} tabIndex={-1} className="waitlist__title">
              You&rsquo;re on the list
            </h1>
            <p className="muted">
              Thanks for joining. We&rsquo;ll write to <strong>{joinedEmail}</strong> as soon as
              your seat in Silent opens up &mdash; usually within a few days.
            </p>
            <p role="status" className="waitlist__outbox">
              {queued ? (pending ? MESSAGES.waitlistQueued : MESSAGES.waitlistQueuedSent) : null}
            </p>
            <div className="row waitlist__actions">
              <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
                Back to home
              </Link>
              <Link to={paths.contactForm} className={buttonClassName()}>
                Talk to our team
              </Link>
            </div>
          </div>
        ) : (
          <>
            <span className="page-eyebrow">Early access</span>
            <h1 className="waitlist__title">Welcome Back</h1>
            <p className="muted">
              Silent is opening to new teams in waves. Leave your work email and we&rsquo;ll send
              your invitation the moment a seat is ready.
            </p>
            <form className="stack" noValidate onSubmit={onSubmit} aria-label="Join the waitlist">
              <TextInput
                ref={inputRef}
                label="Work email"
                type="email"
                name="email"
                maxLength={LIMITS.emailMaxChars}
                autoComplete="email"
                inputMode="email"
                placeholder="you@company.com"
                value={email}
                error={emailError}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setEmailError(null);
                }}
                disabled={join.isPending}
              />
              <Button type="submit" variant="primary" size="lg" fullWidth loading={join.isPending}>
                Join the waitlist
              </Button>
            </form>
            <p className="waitlist__footnote muted">
              Already invited?{' '}
              <Link to={paths.signIn}>Sign in with a magic link or single sign-on</Link>.
            </p>
          </>
        )}
      </Card>
      <ul className="waitlist__perks" aria-label="What you get">
        <li>
          <strong>Sharper prompts in seconds.</strong> Silent rewrites rough ideas into clear,
          production-ready instructions.
        </li>
        <li>
          <strong>Learns from your best work.</strong> Rate results and Silent trains on what your
          team approves.
        </li>
        <li>
          <strong>No spam.</strong> One invitation e-mail, and product news only if you ask for it.
        </li>
      </ul>
    </div>
  );
}
