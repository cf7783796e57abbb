// SQL for the access policy's list scopes: the one translation of "which owners' rows" into a
// WHERE condition, used by every list query.
import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListScope } from '../access/policy';

/** Rows of the shared set (owner NULL) plus, when the scope names one, that owner's. */
export function visibleIn(ownerColumn: PgColumn, scope: ListScope): SQL {
  return scope.ownerId === null
    ? isNull(ownerColumn)
    : (or(isNull(ownerColumn), eq(ownerColumn, scope.ownerId)) as SQL);
}

/** Rows owned by exactly this owner (null: the shared set). */
export function ownedBy(ownerColumn: PgColumn, ownerId: string | null): SQL {
  return ownerId === null ? isNull(ownerColumn) : eq(ownerColumn, ownerId);
}

/** The all-zero uuid that stands for "no owner" in the unique indexes of 0004_ownership.sql. */
export const NO_OWNER_SQL = sql`'00000000-0000-0000-0000-000000000000'::uuid`;
