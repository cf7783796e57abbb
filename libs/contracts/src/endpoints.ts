import type { Static, TSchema } from '@sinclair/typebox';
import { adminEndpoints } from './admin';
import type { EndpointDefinition } from './common';
import { contactEndpoints } from './contact';
import { healthEndpoints } from './health';
import { historyEndpoints } from './history';
import { libraryEndpoints } from './library';
import { modelEndpoints } from './models';
import { promptEndpoints } from './prompt';
import { templateEndpoints } from './templates';
import { trainingEndpoints } from './training';
import { viewerEndpoints } from './viewer';
import { waitlistEndpoints } from './waitlist';

/** The API, as one table: the server registers it, the client is generic over it. */
export const endpoints = {
  ...healthEndpoints,
  ...viewerEndpoints,
  ...promptEndpoints,
  ...templateEndpoints,
  ...historyEndpoints,
  ...libraryEndpoints,
  ...trainingEndpoints,
  ...waitlistEndpoints,
  ...contactEndpoints,
  ...adminEndpoints,
  ...modelEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type StaticOf<S> = S extends TSchema ? Static<S> : never;
type SuccessSchema<E extends EndpointDefinition> = E['responses'][E['successStatus']];

/** The `data` of an endpoint's success envelope. */
export type EndpointData<N extends EndpointName> =
  StaticOf<SuccessSchema<Endpoints[N]>> extends { data: infer D } ? D : never;
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: infer B }
  ? StaticOf<B>
  : undefined;
export type EndpointQuery<N extends EndpointName> = Endpoints[N] extends { query: infer Q }
  ? StaticOf<Q>
  : undefined;
export type EndpointParams<N extends EndpointName> = Endpoints[N] extends { params: infer P }
  ? StaticOf<P>
  : undefined;

/** Fill `:name` segments of a path from params, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
