// Who may see and change what: the one place the ownership rules live. Routes ask it before
// they answer, repositories ask it inside the transaction that writes (so a check and its write
// never race), and list queries take their scope from it.
//
// The model
// - A viewer is anonymous, a signed-in user, or an admin (ADMIN_EMAILS).
// - Training rows (items, categories, sessions, results, performance metrics) belong to a user
//   or, with no owner, to the shared set. Everyone reads the shared set; only admins change it.
//   A user reads and changes their own rows. Admins may also read users' sessions and results,
//   to review them before promoting one to shared, but never change them.
// - Enhancements (the history) belong to the signed-in user who made them and are seen and
//   changed by that user only. Anonymous visitors' enhancements belong to nobody: no one lists
//   or opens them (they count in the product's analytics); the client that made one can rate
//   it with the rating token returned with the result.
//
// Statuses
// - 401: the action needs a signed-in user and there is none.
// - 404: no such row, OR a row private to another user. The answer is the same as for a row
//   that does not exist, so another user's ids cannot be probed for existence.
// - 403: the row is not private to someone else, but this viewer may not change it: a shared
//   row for a non-admin, a user's row an admin may read (review) but not change, an anonymous
//   enhancement without its rating token, or an admin-only action.
import { MESSAGES } from '@silent/contracts';

export type Viewer =
  { readonly kind: 'anonymous' } | { readonly kind: 'user' | 'admin'; readonly id: string };

export const ANONYMOUS: Viewer = Object.freeze({ kind: 'anonymous' });

/** The viewer for a verified caller (null: no token). */
export function viewerFor(user: { id: string; isAdmin: boolean } | null | undefined): Viewer {
  if (!user) return ANONYMOUS;
  return { kind: user.isAdmin ? 'admin' : 'user', id: user.id };
}

/** Whose rows this viewer's new rows are: their id, or null for an anonymous visitor. */
export function ownerIdOf(viewer: Viewer): string | null {
  return viewer.kind === 'anonymous' ? null : viewer.id;
}

export const isAdmin = (viewer: Viewer) => viewer.kind === 'admin';

/**
 * The owner of rows as a viewer, for describing rows back to whoever created them (a user's
 * own rows; shared rows made by the system, e.g. the demo seed, as an anonymous visitor sees
 * them).
 */
export function ownerView(ownerId: string | null): Viewer {
  return ownerId === null ? ANONYMOUS : { kind: 'user', id: ownerId };
}

/**
 * Which training rows a list shows: the shared set (owner NULL) plus, for a signed-in viewer,
 * their own. Admins too: they see users' rows only through the review endpoints.
 */
export interface ListScope {
  /** Rows owned by this id are included along with the shared ones; null: shared only. */
  readonly ownerId: string | null;
}

export function listScope(viewer: Viewer): ListScope {
  return { ownerId: ownerIdOf(viewer) };
}

/** Refused: by the access rules (401, 403, 404) or by the row's state (409). */
export interface Denial {
  readonly allowed: false;
  readonly status: 401 | 403 | 404 | 409;
  readonly message: string;
}
export type Decision = { readonly allowed: true } | Denial;
/** A decision that, when allowed, carries what the action produced. */
export type Outcome<T> = { readonly allowed: true; readonly value: T } | Denial;

const ALLOW: Decision = Object.freeze({ allowed: true });
const deny = (status: Denial['status'], message: string): Denial => ({
  allowed: false,
  status,
  message,
});

export const allowed = <T>(value: T): Outcome<T> => ({ allowed: true, value });

export const notFound = (message: string): Denial => deny(404, message);

/** The viewer may act on the row, but its state forbids the action (e.g. already finished). */
export const conflict = (message: string): Denial => deny(409, message);

/** A row with an owner: a user's id, or null for the shared set / an anonymous visitor. */
export interface Owned {
  readonly ownerId: string | null;
}

const ownsRow = (viewer: Viewer, row: Owned) =>
  viewer.kind !== 'anonymous' && row.ownerId !== null && row.ownerId === viewer.id;

/**
 * Training items, categories, sessions, results and performance metrics. An allowed decision
 * carries the row it was about.
 */
export const trainingRows = {
  read<R extends Owned>(viewer: Viewer, row: R | undefined, notFound: string): Outcome<R> {
    if (!row) return deny(404, notFound);
    if (row.ownerId === null || ownsRow(viewer, row) || isAdmin(viewer)) return allowed(row);
    return deny(404, notFound);
  },

  change<R extends Owned>(viewer: Viewer, row: R | undefined, notFound: string): Outcome<R> {
    if (viewer.kind === 'anonymous') return deny(401, MESSAGES.unauthorized);
    if (!row) return deny(404, notFound);
    if (row.ownerId === null) {
      return isAdmin(viewer) ? allowed(row) : deny(403, MESSAGES.sharedReadOnly);
    }
    if (ownsRow(viewer, row)) return allowed(row);
    // An admin can read (review) a user's row, so refusing it hides nothing: say why.
    return isAdmin(viewer) ? deny(403, MESSAGES.forbidden) : deny(404, notFound);
  },

  /** For lists: whether this viewer may change a row it was shown (the web's Edit/Delete). */
  canChange(viewer: Viewer, row: Owned): boolean {
    return trainingRows.change(viewer, row, MESSAGES.notFound).allowed;
  },
};

/** Enhancements: a signed-in user's history, or an anonymous visitor's (rating only). */
export const enhancementRows = {
  /** Open or delete a history entry. */
  own<R extends Owned>(viewer: Viewer, row: R | undefined): Outcome<R> {
    if (viewer.kind === 'anonymous') return deny(401, MESSAGES.unauthorized);
    if (row && ownsRow(viewer, row)) return allowed(row);
    return deny(404, MESSAGES.historyEntryNotFound);
  },

  /**
   * Rate: a user's enhancement only by that user; an anonymous one only with its rating token
   * (`tokenMatches`: the caller presented the token whose hash the row keeps).
   */
  rate(viewer: Viewer, row: Owned | undefined, tokenMatches: boolean): Decision {
    if (!row) return deny(404, MESSAGES.enhancementNotFound);
    if (row.ownerId !== null) {
      return ownsRow(viewer, row) ? ALLOW : deny(404, MESSAGES.enhancementNotFound);
    }
    return tokenMatches ? ALLOW : deny(403, MESSAGES.ratingNotAllowed);
  },
};

/** Actions only admins may take (shared training, promotion, the product's analytics). */
export function adminOnly(viewer: Viewer): Decision {
  if (viewer.kind === 'anonymous') return deny(401, MESSAGES.unauthorized);
  return isAdmin(viewer) ? ALLOW : deny(403, MESSAGES.adminOnly);
}

/** Actions any signed-in viewer may take. */
export function signedIn(viewer: Viewer): Decision {
  return viewer.kind === 'anonymous' ? deny(401, MESSAGES.unauthorized) : ALLOW;
}

/**
 * The prompt library and API keys: private to the signed-in user who made them. Another user's
 * prompt or key answers 404 like a missing one (admins included: the library is nobody's
 * shared set, so there is nothing for them to review).
 */
export const libraryRows = {
  own<R extends Owned>(viewer: Viewer, row: R | undefined, notFoundMessage: string): Outcome<R> {
    if (viewer.kind === 'anonymous') return deny(401, MESSAGES.unauthorized);
    if (row && ownsRow(viewer, row)) return allowed(row);
    return deny(404, notFoundMessage);
  },
};
