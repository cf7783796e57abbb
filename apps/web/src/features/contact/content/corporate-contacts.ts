// Corporate contact points shown on /contact.
export const CORPORATE_CONTACTS = [
  {
    id: 'general',
    label: 'General inquiries',
    email: 'hello@silentlabs.dev',
    description: 'Questions about Silent Labs and how we work.',
  },
  {
    id: 'projects',
    label: 'New projects',
    email: 'projects@silentlabs.dev',
    description: 'iOS apps, web platforms and AI features.',
  },
  {
    id: 'support',
    label: 'Silent support',
    email: 'support@silentlabs.dev',
    description: 'Help with your account, billing or the tool.',
  },
  {
    id: 'press',
    label: 'Press & partnerships',
    email: 'press@silentlabs.dev',
    description: 'Interviews, speaking and partner programs.',
  },
] as const;

export const OFFICE = {
  name: 'Silent Labs, Inc.',
  lines: ['Flatiron District', 'New York, NY 10010', 'United States'],
  phone: '+1 (212) 555-0147',
  phoneHref: 'tel:+12125550147',
} as const;
