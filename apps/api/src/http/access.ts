// The API's side of the access policy (@silent/data): who the caller is, and a refusal turned
// into the HTTP error it stands for. Routes never decide access themselves.
import { viewerFor, type Decision, type Outcome, type Viewer } from '@silent/data';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/app/errors';

/** The caller as the policy knows them (anonymous unless a valid token came with the request). */
export function viewerOf(request: FastifyRequest): Viewer {
  return viewerFor(request.user);
}

/** Throws the refusal's status and message; lets an allowed decision pass. */
export function enforce(decision: Decision): void {
  if (!decision.allowed) throw new HttpError(decision.status, decision.message);
}

/** The value of an allowed outcome, or the refusal as an HTTP error. */
export function allowedValue<T>(outcome: Outcome<T>): T {
  if (!outcome.allowed) throw new HttpError(outcome.status, outcome.message);
  return outcome.value;
}
