// Every URL of the web app, in one place. Components link through these, never literals.

export const paths = {
  home: '/',
  login: '/login',
  signIn: '/try',
  tool: '/silent',
  adminWaitlist: '/admin/waitlist',
  contact: '/contact',
  contactForm: '/contact-form',
  team: (memberId: string) => `/team/${memberId}`,
  teamPattern: '/team/:memberId',
  devMailbox: '/dev/mailbox',
} as const;

/**
 * The tool's search parameters: the open tab, and the open sub-tab of the Advanced or
 * Training Dashboard (`/silent?tab=advanced&view=variations`), so a link or reload opens there.
 */
export const toolParams = { tab: 'tab', view: 'view' } as const;

/** In-page anchors of the landing page that the header links to. */
export const landingAnchors = {
  products: 'products',
  pricing: 'pricing',
  tutorials: 'tutorials',
  guides: 'guides',
  examples: 'examples',
  api: 'api',
} as const;
