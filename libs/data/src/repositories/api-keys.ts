// Per-user API keys: created (the key returned once), listed with their last use, revoked, and
// checked on every request that presents one. Only the SHA-256 of a key is stored.
import { LIBRARY, MESSAGES, type ApiKey, type CreatedApiKey } from '@silent/contracts';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { hashApiKey, newApiKey } from '../access/api-key';
import {
  allowed,
  conflict,
  libraryRows,
  ownerIdOf,
  signedIn,
  type Outcome,
  type Viewer,
} from '../access/policy';
import type { Db } from '../database';
import { apiKeys } from '../schema';

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

function toApiKey(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: isoOrNull(row.lastUsedAt),
    revoked_at: isoOrNull(row.revokedAt),
  };
}

/** Whose key it is, for a request that presented a live one. */
export interface ApiKeyOwner {
  keyId: string;
  ownerId: string;
}

/** How often (at most) a key's last use is written: a polling client need not write each time. */
const LAST_USED_RESOLUTION = sql`interval '1 minute'`;

export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  async list(viewer: Viewer): Promise<Outcome<ApiKey[]>> {
    const decision = signedIn(viewer);
    if (!decision.allowed) return decision;
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.ownerId, ownerIdOf(viewer) as string))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return allowed(rows.map(toApiKey));
  }

  /** A new key for the viewer: the whole key is in the answer, and nowhere else ever again. */
  async create(viewer: Viewer, name: string): Promise<Outcome<CreatedApiKey>> {
    const decision = signedIn(viewer);
    if (!decision.allowed) return decision;
    const ownerId = ownerIdOf(viewer) as string;
    return this.db.transaction(async (tx) => {
      const [active] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.ownerId, ownerId), isNull(apiKeys.revokedAt)));
      if ((active?.n ?? 0) >= LIBRARY.apiKeysMax) return conflict(MESSAGES.apiKeyLimit);
      const { key, hash, prefix } = newApiKey();
      const [row] = await tx
        .insert(apiKeys)
        .values({ ownerId, name: name.trim(), prefix, keyHash: hash })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return allowed({ ...toApiKey(row), key });
    });
  }

  async revoke(viewer: Viewer, id: string): Promise<Outcome<ApiKey>> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
      const outcome = libraryRows.own(viewer, row, MESSAGES.apiKeyNotFound);
      if (!outcome.allowed) return outcome;
      if (outcome.value.revokedAt) return conflict(MESSAGES.apiKeyAlreadyRevoked);
      const [revoked] = await tx
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(eq(apiKeys.id, id))
        .returning();
      return allowed(toApiKey(revoked ?? outcome.value));
    });
  }

  /** The owner of a live (not revoked) key, noting its use; undefined for any other string. */
  async authenticate(key: string): Promise<ApiKeyOwner | undefined> {
    const [row] = await this.db
      .select({ id: apiKeys.id, ownerId: apiKeys.ownerId })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
    if (!row) return undefined;
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, sql`now() - ${LAST_USED_RESOLUTION}`),
          ),
        ),
      );
    return { keyId: row.id, ownerId: row.ownerId };
  }
}
