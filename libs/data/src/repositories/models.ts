// The model settings an admin stored (one row; the API key only sealed, see secret-box.ts), the
// price table, and one row per model call. Totals are computed from those rows when read: cost
// from the prices in effect now, latency as the median of the recorded calls.
import type { ModelPrice, ModelUsage } from '@silent/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { modelCalls, modelPrices, modelSettings } from '../schema';
import { rowsOf } from './mappers';

export interface StoredModelSettings {
  baseUrl: string;
  model: string;
  /** `v1:…` sealed form; null when no key is stored. */
  apiKeyEncrypted: string | null;
  updatedBy: string | null;
  updatedAt: Date;
}

export interface NewModelSettings {
  baseUrl: string;
  model: string;
  /** The sealed key; null stores none; undefined keeps the stored one. */
  apiKeyEncrypted?: string | null;
  updatedBy: string | null;
}

export interface NewModelCall {
  model: string;
  /** What the call was for: `enhance`, `test`. */
  purpose: string;
  promptTokens: number | null;
  completionTokens: number | null;
  latencyMs: number;
  ok: boolean;
}

const SETTINGS_ID = 1;

function toPrice(row: typeof modelPrices.$inferSelect): ModelPrice {
  return {
    model: row.model,
    inputPerMillion: row.inputPerMillion,
    outputPerMillion: row.outputPerMillion,
    updated_at: row.updatedAt.toISOString(),
  };
}

interface TotalsRow extends Record<string, unknown> {
  model: string | null;
  calls: number | string;
  failed: number | string;
  prompt_tokens: number | string;
  completion_tokens: number | string;
  cost_usd: number | string;
  unpriced_calls: number | string;
  p50_latency_ms: number | string | null;
}

const num = (value: number | string | null) => (value === null ? 0 : Number(value));

function toTotals(row: TotalsRow | undefined) {
  return {
    calls: num(row?.calls ?? 0),
    failed: num(row?.failed ?? 0),
    promptTokens: num(row?.prompt_tokens ?? 0),
    completionTokens: num(row?.completion_tokens ?? 0),
    // Dollars to a millionth: sums of doubles otherwise show float noise.
    costUsd: Math.round(num(row?.cost_usd ?? 0) * 1e6) / 1e6,
    unpricedCalls: num(row?.unpriced_calls ?? 0),
    p50LatencyMs:
      row?.p50_latency_ms === null || row?.p50_latency_ms === undefined
        ? null
        : Math.round(Number(row.p50_latency_ms) * 10) / 10,
  };
}

export class ModelSettingsRepository {
  constructor(private readonly db: Db) {}

  async get(): Promise<StoredModelSettings | undefined> {
    const [row] = await this.db
      .select()
      .from(modelSettings)
      .where(eq(modelSettings.id, SETTINGS_ID));
    return row
      ? {
          baseUrl: row.baseUrl,
          model: row.model,
          apiKeyEncrypted: row.apiKeyEncrypted,
          updatedBy: row.updatedBy,
          updatedAt: row.updatedAt,
        }
      : undefined;
  }

  async save(settings: NewModelSettings): Promise<StoredModelSettings> {
    const values = {
      baseUrl: settings.baseUrl,
      model: settings.model,
      updatedBy: settings.updatedBy,
      updatedAt: sql`now()`,
      ...(settings.apiKeyEncrypted !== undefined
        ? { apiKeyEncrypted: settings.apiKeyEncrypted }
        : {}),
    };
    await this.db
      .insert(modelSettings)
      .values({ id: SETTINGS_ID, ...values, apiKeyEncrypted: settings.apiKeyEncrypted ?? null })
      .onConflictDoUpdate({ target: modelSettings.id, set: values });
    const saved = await this.get();
    if (!saved) throw new Error('model settings vanished after saving');
    return saved;
  }

  async clear(): Promise<void> {
    await this.db.delete(modelSettings).where(eq(modelSettings.id, SETTINGS_ID));
  }

  async listPrices(): Promise<ModelPrice[]> {
    const rows = await this.db.select().from(modelPrices).orderBy(asc(modelPrices.model));
    return rows.map(toPrice);
  }

  async savePrice(price: {
    model: string;
    inputPerMillion: number;
    outputPerMillion: number;
  }): Promise<ModelPrice> {
    const set = {
      inputPerMillion: price.inputPerMillion,
      outputPerMillion: price.outputPerMillion,
      updatedAt: sql`now()`,
    };
    const [row] = await this.db
      .insert(modelPrices)
      .values({ model: price.model, ...set })
      .onConflictDoUpdate({ target: modelPrices.model, set })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return toPrice(row);
  }

  /** False when the model had no price. */
  async deletePrice(model: string): Promise<boolean> {
    const rows = await this.db
      .delete(modelPrices)
      .where(eq(modelPrices.model, model))
      .returning({ model: modelPrices.model });
    return rows.length > 0;
  }

  async recordCall(call: NewModelCall): Promise<void> {
    await this.db.insert(modelCalls).values({
      model: call.model,
      purpose: call.purpose,
      promptTokens: call.promptTokens,
      completionTokens: call.completionTokens,
      latencyMs: Math.max(0, Math.round(call.latencyMs)),
      ok: call.ok,
    });
  }

  /** Calls, tokens, cost (from the price table) and median latency, overall and per model. */
  async usage(): Promise<ModelUsage> {
    const totals = (grouped: boolean) => sql<TotalsRow>`
      SELECT ${grouped ? sql`c.model` : sql`NULL::text`} AS model,
             count(*) AS calls,
             count(*) FILTER (WHERE NOT c.ok) AS failed,
             coalesce(sum(c.prompt_tokens), 0) AS prompt_tokens,
             coalesce(sum(c.completion_tokens), 0) AS completion_tokens,
             coalesce(sum((coalesce(c.prompt_tokens, 0) * p.input_per_million
                         + coalesce(c.completion_tokens, 0) * p.output_per_million) / 1000000.0), 0)
               AS cost_usd,
             count(*) FILTER (WHERE p.model IS NULL) AS unpriced_calls,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY c.latency_ms) AS p50_latency_ms
        FROM ${modelCalls} c LEFT JOIN ${modelPrices} p ON p.model = c.model
        ${grouped ? sql`GROUP BY c.model ORDER BY count(*) DESC, c.model` : sql``}`;
    const [overall, perModel] = await Promise.all([
      this.db.execute(totals(false)),
      this.db.execute(totals(true)),
    ]);
    return {
      ...toTotals(rowsOf<TotalsRow>(overall)[0]),
      byModel: rowsOf<TotalsRow>(perModel).map((row) => ({
        model: row.model ?? '',
        ...toTotals(row),
      })),
    };
  }
}
