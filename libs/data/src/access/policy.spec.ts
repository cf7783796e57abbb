import { MESSAGES } from '@silent/contracts';
import {
  ANONYMOUS,
  adminOnly,
  enhancementRows,
  listScope,
  ownerIdOf,
  signedIn,
  trainingRows,
  viewerFor,
  type Viewer,
} from './policy';
import { hashRatingToken, newRatingToken, ratingTokenMatches } from './rating-token';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const userA: Viewer = { kind: 'user', id: A };
const userB: Viewer = { kind: 'user', id: B };
const admin: Viewer = { kind: 'admin', id: 'cccccccc-0000-4000-8000-000000000003' };
const shared = { ownerId: null };
const ofA = { ownerId: A };
const NF = 'Row not found';

const outcome = (decision: { allowed: boolean; status?: number; message?: string }) =>
  decision.allowed ? 'allow' : `${decision.status} ${decision.message}`;

describe('viewers', () => {
  it('come from the verified caller; admins by ADMIN_EMAILS', () => {
    expect(viewerFor(null)).toBe(ANONYMOUS);
    expect(viewerFor({ id: A, isAdmin: false })).toEqual(userA);
    expect(viewerFor({ id: A, isAdmin: true })).toEqual({ kind: 'admin', id: A });
    expect(ownerIdOf(ANONYMOUS)).toBeNull();
    expect(ownerIdOf(userA)).toBe(A);
  });

  it('list the shared set plus their own rows; anonymous visitors the shared set only', () => {
    expect(listScope(ANONYMOUS)).toEqual({ ownerId: null });
    expect(listScope(userA)).toEqual({ ownerId: A });
    expect(listScope(admin)).toEqual({ ownerId: admin.kind === 'admin' ? admin.id : null });
  });
});

describe('training rows', () => {
  it.each<[string, Viewer, { ownerId: string | null } | undefined, string]>([
    ['anyone reads the shared set', ANONYMOUS, shared, 'allow'],
    ['a user reads the shared set', userB, shared, 'allow'],
    ['the owner reads their row', userA, ofA, 'allow'],
    ["another user's row is hidden", userB, ofA, `404 ${NF}`],
    ["an anonymous visitor cannot see a user's row", ANONYMOUS, ofA, `404 ${NF}`],
    ["an admin may review a user's row", admin, ofA, 'allow'],
    ['a missing row', userA, undefined, `404 ${NF}`],
  ])('read: %s', (_label, viewer, row, expected) => {
    expect(outcome(trainingRows.read(viewer, row, NF))).toBe(expected);
  });

  it.each<[string, Viewer, { ownerId: string | null } | undefined, string]>([
    ['the owner changes their row', userA, ofA, 'allow'],
    ['another user cannot, and learns nothing (404)', userB, ofA, `404 ${NF}`],
    ['a user cannot change the shared set (403)', userB, shared, `403 ${MESSAGES.sharedReadOnly}`],
    ['an admin changes the shared set', admin, shared, 'allow'],
    ["an admin can see but not change a user's row (403)", admin, ofA, `403 ${MESSAGES.forbidden}`],
    ['signed out (401)', ANONYMOUS, shared, `401 ${MESSAGES.unauthorized}`],
    ['a missing row', userA, undefined, `404 ${NF}`],
  ])('change: %s', (_label, viewer, row, expected) => {
    expect(outcome(trainingRows.change(viewer, row, NF))).toBe(expected);
  });

  it('gives lists the same answer as a change (the web shows Edit and Delete by it)', () => {
    expect(trainingRows.canChange(userA, ofA)).toBe(true);
    expect(trainingRows.canChange(userB, shared)).toBe(false);
    expect(trainingRows.canChange(admin, shared)).toBe(true);
    expect(trainingRows.canChange(admin, ofA)).toBe(false);
    expect(trainingRows.canChange(ANONYMOUS, shared)).toBe(false);
  });
});

describe('enhancements', () => {
  it.each<[string, Viewer, { ownerId: string | null } | undefined, string]>([
    ['the owner opens and deletes their entry', userA, ofA, 'allow'],
    ["another user's entry is hidden", userB, ofA, `404 ${MESSAGES.historyEntryNotFound}`],
    ["an admin's too", admin, ofA, `404 ${MESSAGES.historyEntryNotFound}`],
    [
      "anonymous entries are nobody's history",
      userA,
      shared,
      `404 ${MESSAGES.historyEntryNotFound}`,
    ],
    ['signed out', ANONYMOUS, ofA, `401 ${MESSAGES.unauthorized}`],
  ])('history: %s', (_label, viewer, row, expected) => {
    expect(outcome(enhancementRows.own(viewer, row))).toBe(expected);
  });

  it.each<[string, Viewer, { ownerId: string | null } | undefined, boolean, string]>([
    ['the owner rates their enhancement', userA, ofA, false, 'allow'],
    [
      'a token does not let anyone else rate it',
      userB,
      ofA,
      true,
      `404 ${MESSAGES.enhancementNotFound}`,
    ],
    ['nor an anonymous visitor', ANONYMOUS, ofA, true, `404 ${MESSAGES.enhancementNotFound}`],
    ['the client holding the token rates an anonymous one', ANONYMOUS, shared, true, 'allow'],
    ['without the token nobody can', ANONYMOUS, shared, false, `403 ${MESSAGES.ratingNotAllowed}`],
    ['not even an admin', admin, shared, false, `403 ${MESSAGES.ratingNotAllowed}`],
    ['a missing one', userA, undefined, true, `404 ${MESSAGES.enhancementNotFound}`],
  ])('rating: %s', (_label, viewer, row, token, expected) => {
    expect(outcome(enhancementRows.rate(viewer, row, token))).toBe(expected);
  });
});

describe('admin-only and signed-in actions', () => {
  it('answer 401 signed out and 403 for a non-admin', () => {
    expect(outcome(adminOnly(ANONYMOUS))).toBe(`401 ${MESSAGES.unauthorized}`);
    expect(outcome(adminOnly(userA))).toBe(`403 ${MESSAGES.adminOnly}`);
    expect(outcome(adminOnly(admin))).toBe('allow');
    expect(outcome(signedIn(ANONYMOUS))).toBe(`401 ${MESSAGES.unauthorized}`);
    expect(outcome(signedIn(userA))).toBe('allow');
  });
});

describe('rating tokens', () => {
  it('are unguessable, stored as a hash and checked in constant time', () => {
    const first = newRatingToken();
    const second = newRatingToken();
    expect(first.token).not.toBe(second.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.hash).toBe(hashRatingToken(first.token));
    expect(first.hash).not.toContain(first.token);
    expect(ratingTokenMatches(first.hash, first.token)).toBe(true);
    expect(ratingTokenMatches(first.hash, second.token)).toBe(false);
    expect(ratingTokenMatches(first.hash, undefined)).toBe(false);
    expect(ratingTokenMatches(null, first.token)).toBe(false);
  });
});
