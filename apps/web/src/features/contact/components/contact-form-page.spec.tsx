import { LIMITS, MESSAGES } from '@silent/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestBody } from '../../../testing/mock-fetch';
import { renderPage } from '../../../testing/render';
import { FAQ } from '../content/faq';
import { ContactFormPage } from './contact-form-page';

const sent = { status: 201, body: { success: true, data: { id: 1, replyWithinHours: 24 } } };

function setup() {
  const user = userEvent.setup();
  renderPage(<ContactFormPage />, { path: '/contact-form' });
  return user;
}

describe('ContactFormPage', () => {
  it('limits every field to what the API accepts', () => {
    mockFetch(sent);
    setup();
    expect(screen.getByLabelText('Name')).toHaveAttribute(
      'maxLength',
      String(LIMITS.shortTextMaxChars),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute(
      'maxLength',
      String(LIMITS.emailMaxChars),
    );
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute(
      'maxLength',
      String(LIMITS.phoneMaxChars),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'maxLength',
      String(LIMITS.contactMessageMaxChars),
    );
  });

  it("is titled Let's Talk", () => {
    mockFetch(sent);
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Let’s Talk' })).toBeInTheDocument();
  });

  it('shows each required message and clears only the edited one', async () => {
    const fetch = mockFetch(sent);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText(MESSAGES.contactNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactMessageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(MESSAGES.contactNameRequired);
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText(MESSAGES.contactNameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contactMessageRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(screen.queryByText(MESSAGES.contactEmailRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText(MESSAGES.contactEmailInvalid)).toBeInTheDocument();
  });

  it('sends the message and shows Message Sent with the 24-hour promise', async () => {
    const fetch = mockFetch(sent);
    const user = setup();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'We want an iOS app.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: MESSAGES.contactSent }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your message is with our team and we will reply within 24 hours/),
    ).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/contact');
    expect(requestBody(fetch)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'We want an iOS app.',
    });
  });

  it('includes the phone when given', async () => {
    const fetch = mockFetch(sent);
    const user = setup();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 212 555 0100');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { level: 2, name: MESSAGES.contactSent });
    expect(requestBody(fetch)).toMatchObject({ phone: '+1 212 555 0100' });
  });

  it('shows the spec failure message and keeps what was typed', async () => {
    mockFetch({ networkError: true });
    const user = setup();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(MESSAGES.contactFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('has an FAQ with one answer open at a time', async () => {
    mockFetch(sent);
    const user = setup();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const buttons = within(faq).getAllByRole('button');
    expect(buttons).toHaveLength(FAQ.length);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(buttons[0] as HTMLElement);
    await user.click(buttons[1] as HTMLElement);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQ[1].answer)).toBeVisible();
    await user.click(buttons[1] as HTMLElement);
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'false');
  });
});
