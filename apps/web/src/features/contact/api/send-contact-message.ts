import type { ContactResult } from '@silent/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContactValues } from '../validation';

export function sendContactMessage(values: ContactValues): Promise<ContactResult> {
  const phone = values.phone.trim();
  return api.call('sendContactMessage', {
    body: {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      ...(phone ? { phone } : {}),
    },
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationKey: ['contact', 'send'],
    mutationFn: sendContactMessage,
    // Offline should fail at once with the spec's message, not wait silently for a connection.
    networkMode: 'always',
  });
}
