import { looksLikeEmail, MESSAGES } from '@silent/contracts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The spec's rules: name, e-mail (shaped like an address) and message required; phone optional. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.contactNameRequired;
  if (!values.email.trim()) errors.email = MESSAGES.contactEmailRequired;
  else if (!looksLikeEmail(values.email)) errors.email = MESSAGES.contactEmailInvalid;
  if (!values.message.trim()) errors.message = MESSAGES.contactMessageRequired;
  return errors;
}
