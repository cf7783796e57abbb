import type { AdminContactPage, ContactMessage, ContactRequest } from '@silent/contracts';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { Db } from '../database';
import { contactMessages } from '../schema';
import { likePattern, only, toContactMessage } from './mappers';
import type { ListOptions } from './waitlist';

export class ContactRepository {
  constructor(private readonly db: Db) {}

  async create(input: ContactRequest): Promise<ContactMessage> {
    const phone = input.phone?.trim();
    const rows = await this.db
      .insert(contactMessages)
      .values({
        name: input.name.trim(),
        email: input.email.trim(),
        phone: phone ? phone : null,
        message: input.message.trim(),
      })
      .returning();
    return toContactMessage(only(rows));
  }

  /** Newest first, searching name, e-mail and message text. */
  async list({ search, limit = 100, offset = 0 }: ListOptions = {}): Promise<AdminContactPage> {
    const pattern = search?.trim() ? likePattern(search.trim()) : undefined;
    const where = pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(contactMessages).where(where),
    ]);
    return { total: totals[0]?.total ?? 0, messages: rows.map(toContactMessage) };
  }
}
