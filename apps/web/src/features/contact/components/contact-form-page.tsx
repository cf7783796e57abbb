import { CONTACT, LIMITS, MESSAGES } from '@silent/contracts';
import { Accordion, Button, buttonClassName, Card, TextInput, Textarea, toast } from '@silent/ui';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SuccessCheck } from '../../../components/success-check';
import { paths } from '../../../config/paths';
import { useSendContactMessage } from '../api/send-contact-message';
import { FAQ } from '../content/faq';
import {
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from '../validation';
import './contact.css';

const FIELD_ORDER: Array<keyof ContactValues> = ['name', 'email', 'phone', 'message'];

/** /contact-form: Let's Talk. The form, then Message Sent; an FAQ beside it. */
export function ContactFormPage() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const send = useSendContactMessage();

  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus();
  }, [sentTo]);

  const update =
    (field: keyof ContactValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // Editing a field clears its own message, and only its own.
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    try {
      await send.mutateAsync(values);
      toast.success(MESSAGES.contactSent);
      setSentTo(values.name.trim());
      setValues(EMPTY_CONTACT);
    } catch {
      toast.error(MESSAGES.contactFailed);
    }
  };

  const busy = send.isPending;

  return (
    <div className="ui-container page contact-form">
      <div className="contact-form__intro">
        <span className="page-eyebrow">Contact</span>
        <h1 className="page-title">Let&rsquo;s Talk</h1>
        <p className="page-lead">
          Tell us about the app you&rsquo;re planning, the prompt that won&rsquo;t behave or the
          team you&rsquo;d like us to meet. A real person replies within {CONTACT.replyWithinHours}{' '}
          hours.
        </p>
      </div>

      <div className="contact-form__grid">
        <Card padding="lg">
          {sentTo !== null ? (
            <div className="contact-form__sent">
              <SuccessCheck className="contact-form__check" />
              <h2 ref={sentHeadingRef} tabIndex={-1} className="section-title">
                {MESSAGES.contactSent}
              </h2>
              <p className="muted">
                Thank you{sentTo ? `, ${sentTo}` : ''}. Your message is with our team and we will
                reply within {CONTACT.replyWithinHours} hours.
              </p>
              <div className="row contact-form__sent-actions">
                <Button onClick={() => setSentTo(null)}>Send another message</Button>
                <Link to={paths.home} className={buttonClassName({ variant: 'ghost' })}>
                  Back to home
                </Link>
              </div>
            </div>
          ) : (
            <form
              ref={formRef}
              className="stack"
              noValidate
              onSubmit={onSubmit}
              aria-label="Send us a message"
            >
              <div className="contact-form__row">
                <TextInput
                  label="Name"
                  name="name"
                  maxLength={LIMITS.shortTextMaxChars}
                  autoComplete="name"
                  value={values.name}
                  onChange={update('name')}
                  error={errors.name}
                  disabled={busy}
                  required
                />
                <TextInput
                  label="Email"
                  name="email"
                  type="email"
                  maxLength={LIMITS.emailMaxChars}
                  autoComplete="email"
                  inputMode="email"
                  value={values.email}
                  onChange={update('email')}
                  error={errors.email}
                  disabled={busy}
                  required
                />
              </div>
              <TextInput
                label="Phone"
                name="phone"
                type="tel"
                maxLength={LIMITS.phoneMaxChars}
                autoComplete="tel"
                optional
                value={values.phone}
                onChange={update('phone')}
                error={errors.phone}
                disabled={busy}
              />
              <Textarea
                label="Message"
                name="message"
                rows={6}
                maxLength={LIMITS.contactMessageMaxChars}
                value={values.message}
                onChange={update('message')}
                error={errors.message}
                disabled={busy}
                required
                placeholder="What are you building, and how can we help?"
              />
              <Button type="submit" variant="primary" size="lg" loading={busy}>
                Send message
              </Button>
            </form>
          )}
        </Card>

        <section className="contact-form__faq" aria-labelledby="faq-title">
          <h2 id="faq-title" className="contact-form__faq-title">
            Frequently asked questions
          </h2>
          <Accordion
            items={FAQ.map((item) => ({
              id: item.id,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </section>
      </div>
    </div>
  );
}
