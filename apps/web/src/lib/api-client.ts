import { createApiClient } from '@silent/api-client';
import { getAccessToken } from './access-token';

/** The web app's API client: same origin, bearer token from the current auth session. */
export const api = createApiClient({ getAccessToken });
