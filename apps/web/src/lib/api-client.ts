import { createApiClient } from '@silent/api-client';

/**
 * The web app's API client: same origin, bearer token from the current auth session.
 * The auth feature registers the token source once it has loaded.
 */
let tokenSource: () => Promise<string | null | undefined> = async () => null;

export function setAccessTokenSource(source: typeof tokenSource): void {
  tokenSource = source;
}

export const api = createApiClient({ getAccessToken: () => tokenSource() });
