/**
 * Where a link or OAuth attempt may send the browser back to: the site itself or an origin /
 * URL prefix from the allow-list. Anything else falls back to the site, so a crafted request
 * cannot turn our mail into a phishing redirect.
 */
export function resolveRedirect(
  requested: string | undefined,
  siteUrl: string,
  allowList: readonly string[],
): string {
  const site = new URL(siteUrl);
  const fallback = site.toString();
  if (!requested) return fallback;
  let target: URL;
  try {
    target = new URL(requested, siteUrl);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
  if (target.origin === site.origin) return target.toString();
  const allowed = allowList.some((entry) => {
    try {
      const allowedUrl = new URL(entry);
      if (target.origin !== allowedUrl.origin) return false;
      const prefix = allowedUrl.pathname.endsWith('/')
        ? allowedUrl.pathname
        : `${allowedUrl.pathname}/`;
      return target.pathname === allowedUrl.pathname || target.pathname.startsWith(prefix);
    } catch {
      return false;
    }
  });
  return allowed ? target.toString() : fallback;
}

/** Adds parameters to the query (PKCE code, errors) or to the fragment (implicit sessions). */
export function withParams(
  url: string,
  params: Record<string, string>,
  where: 'query' | 'fragment',
): string {
  const target = new URL(url);
  if (where === 'query') {
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return target.toString();
  }
  target.hash = new URLSearchParams(params).toString();
  return target.toString();
}
