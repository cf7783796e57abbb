import type { AdminWaitlistPage, JoinWaitlistRequest, WaitlistEntry } from '@silent/contracts';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { waitlistEntries } from '../schema';
import { likePattern, toWaitlistEntry } from './mappers';

export interface ListOptions {
  search?: string;
  limit?: number;
  offset?: number;
}

export interface JoinOutcome {
  entry: WaitlistEntry;
  alreadyJoined: boolean;
}

export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  /** Idempotent: the same address in any letter case joins once; later joins report it. */
  async join(input: JoinWaitlistRequest): Promise<JoinOutcome> {
    const email = input.email.trim();
    const [inserted] = await this.db
      .insert(waitlistEntries)
      .values({
        email,
        firstName: input.first_name?.trim() ?? '',
        lastName: input.last_name?.trim() ?? '',
        source: input.source?.trim() || 'email',
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { entry: toWaitlistEntry(inserted), alreadyJoined: false };
    const [existing] = await this.db
      .select()
      .from(waitlistEntries)
      .where(eq(sql`lower(${waitlistEntries.email})`, email.toLowerCase()))
      .limit(1);
    if (!existing) throw new Error('waitlist entry vanished between insert and select');
    return { entry: toWaitlistEntry(existing), alreadyJoined: true };
  }

  /** Newest first, searching e-mail and names. */
  async list({ search, limit = 100, offset = 0 }: ListOptions = {}): Promise<AdminWaitlistPage> {
    const pattern = search?.trim() ? likePattern(search.trim()) : undefined;
    const where = pattern
      ? or(
          ilike(waitlistEntries.email, pattern),
          ilike(waitlistEntries.firstName, pattern),
          ilike(waitlistEntries.lastName, pattern),
        )
      : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(waitlistEntries)
        .where(where)
        .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(waitlistEntries).where(where),
    ]);
    return { total: totals[0]?.total ?? 0, entries: rows.map(toWaitlistEntry) };
  }
}
