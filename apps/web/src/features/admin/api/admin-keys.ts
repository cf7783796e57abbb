/**
 * Query keys of the admin dashboard. They carry the signed-in user's id so one person's
 * admin data is never shown from the cache to the next person signing in on this tab.
 */
export const adminKeys = {
  all: ['admin'] as const,
  forUser: (userId: string) => [...adminKeys.all, userId] as const,
  waitlist: (userId: string, search: string) =>
    [...adminKeys.forUser(userId), 'waitlist', { search }] as const,
  contactMessages: (userId: string) => [...adminKeys.forUser(userId), 'contact-messages'] as const,
  model: (userId: string) => [...adminKeys.forUser(userId), 'model'] as const,
  modelSettings: (userId: string) => [...adminKeys.model(userId), 'settings'] as const,
  modelPrices: (userId: string) => [...adminKeys.model(userId), 'prices'] as const,
  modelUsage: (userId: string) => [...adminKeys.model(userId), 'usage'] as const,
};
