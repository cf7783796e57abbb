import { MESSAGES } from '@silent/contracts';
import { EMPTY_CONTACT, validateContact } from './validation';

describe('validateContact', () => {
  it('requires name, e-mail and message, not phone', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: MESSAGES.contactNameRequired,
      email: MESSAGES.contactEmailRequired,
      message: MESSAGES.contactMessageRequired,
    });
  });

  it('treats blank text as missing', () => {
    expect(validateContact({ name: '  ', email: ' ', phone: '', message: '\n' })).toEqual({
      name: MESSAGES.contactNameRequired,
      email: MESSAGES.contactEmailRequired,
      message: MESSAGES.contactMessageRequired,
    });
  });

  it('checks the e-mail looks like an address', () => {
    const values = { name: 'Ada', email: 'ada@example', phone: '', message: 'Hello' };
    expect(validateContact(values)).toEqual({ email: MESSAGES.contactEmailInvalid });
    expect(validateContact({ ...values, email: 'ada@example.com' })).toEqual({});
  });
});
