/**
 * Where the API client gets the bearer token. Kept apart from the client so the auth
 * provider (on every page) can register a source without pulling the API contracts into
 * the landing page's JavaScript.
 */
type TokenSource = () => Promise<string | null | undefined>;

let tokenSource: TokenSource = async () => null;

export function setAccessTokenSource(source: TokenSource): void {
  tokenSource = source;
}

export function getAccessToken(): Promise<string | null | undefined> {
  return tokenSource();
}
