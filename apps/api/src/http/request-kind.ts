// What a request is, for limits and error pages: an endpoint of the contract table (its own
// bucket), a hashed asset, a page of the web app, or an unknown route.
import type { EndpointThrottle } from '@silent/contracts';
import type { FastifyRequest } from 'fastify';

/** Rate-limit buckets: the contract's three, plus pages and hashed assets. */
export type Bucket = EndpointThrottle | 'page' | 'asset';

/** Paths that belong to the API and auth service, never to the web app. */
const SERVICE_PREFIXES = ['/api/', '/auth/', '/dev/'];

export function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
const hasExtension = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** A browser opening a page of the web app (what the not-found handler answers with index.html). */
export function isPageNavigation(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return (
    isRead(request) &&
    !SERVICE_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
    (!hasExtension(path) || path.endsWith('.html'))
  );
}

/**
 * Endpoints say their bucket in the contract table. Files the server has (hashed assets, which
 * never change, are not limited; the others count as pages) and page navigations share a
 * generous page bucket; everything else unknown, probing for paths above all, is strict.
 */
export function bucketOf(request: FastifyRequest): Bucket {
  // Asked several times per request (key, limit, engine hooks): worked out once.
  let bucket = buckets.get(request);
  if (!bucket) {
    bucket = classify(request);
    buckets.set(request, bucket);
  }
  return bucket;
}

const buckets = new WeakMap<FastifyRequest, Bucket>();

function classify(request: FastifyRequest): Bucket {
  const throttle = (request.routeOptions.config as { throttle?: EndpointThrottle } | undefined)
    ?.throttle;
  if (throttle) return throttle;
  const known = request.routeOptions.url !== undefined;
  if (known && isRead(request)) return pathOf(request).startsWith('/assets/') ? 'asset' : 'page';
  return isPageNavigation(request) && !hasExtension(pathOf(request)) ? 'page' : 'strict';
}
