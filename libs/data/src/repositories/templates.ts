import type { Template } from '@silent/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { templates } from '../schema';
import { only, toTemplate } from './mappers';

export interface NewTemplate {
  slug: string;
  name: string;
  description: string;
  category: string;
  body: string;
  variables: string[];
}

export class TemplatesRepository {
  constructor(private readonly db: Db) {}

  async list(): Promise<Template[]> {
    const rows = await this.db.select().from(templates).orderBy(asc(templates.name));
    return rows.map(toTemplate);
  }

  async findById(id: string): Promise<Template | undefined> {
    const [row] = await this.db.select().from(templates).where(eq(templates.id, id)).limit(1);
    return row ? toTemplate(row) : undefined;
  }

  /** One UPDATE ... SET usage = usage + 1, so concurrent applies never lose a count. */
  async incrementUsage(id: string): Promise<Template | undefined> {
    const [row] = await this.db
      .update(templates)
      .set({ usage: sql`${templates.usage} + 1` })
      .where(eq(templates.id, id))
      .returning();
    return row ? toTemplate(row) : undefined;
  }

  async create(input: NewTemplate): Promise<Template> {
    return toTemplate(only(await this.db.insert(templates).values(input).returning()));
  }
}
