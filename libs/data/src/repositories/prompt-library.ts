// The prompt library: a user's named prompts, their immutable versions, the labels pointing at
// them and every move of a label. Who may do what is the access policy's (libraryRows); every
// check runs in the transaction that writes, so a check and its write never race.
import {
  LIBRARY,
  MESSAGES,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  type EnhanceOptions,
  type ImportResult,
  type LabelMove,
  type LibraryExport,
  type PromptDetail,
  type PromptSummary,
  type PromptVersion,
  type ScoreCheck,
} from '@silent/contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  allowed,
  conflict,
  libraryRows,
  notFound,
  ownerIdOf,
  signedIn,
  type Outcome,
  type Viewer,
} from '../access/policy';
import type { Db } from '../database';
import { isUniqueViolation } from '../errors';
import {
  promptLabelEvents,
  promptLabels,
  promptVersions,
  prompts,
  type StoredTrainingRef,
} from '../schema';
import { likePattern } from './mappers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PromptRow = typeof prompts.$inferSelect;
type VersionRow = typeof promptVersions.$inferSelect;

/** What the caller (the API) works out from a text before it is stored. */
export interface TextFacts {
  variables: string[];
  confidence: number;
  checks: ScoreCheck[];
}

export interface NewPromptVersion extends TextFacts {
  name: string;
  text: string;
  message?: string | null;
  options?: EnhanceOptions;
  engine: string;
  model: string;
  training?: StoredTrainingRef[];
}

export interface SavedVersion {
  created: boolean;
  version: PromptVersion;
  prompt: PromptSummary;
}

/** A version as served: the row and the label it was reached by. */
export interface ServedVersion {
  name: string;
  label: string;
  version: PromptVersion;
}

const iso = (value: Date) => value.toISOString();
const isString = (value: unknown): value is string => typeof value === 'string';

/** Stored options as the contract describes them (rows outlive code). */
function storedOptions(stored: Record<string, unknown>): EnhanceOptions {
  const options: EnhanceOptions = {};
  const { style, length, targetAudience, context } = stored;
  if ((PROMPT_STYLES as readonly unknown[]).includes(style)) options.style = style as never;
  if ((PROMPT_LENGTHS as readonly unknown[]).includes(length)) options.length = length as never;
  if (isString(targetAudience)) options.targetAudience = targetAudience;
  if (isString(context)) options.context = context;
  return options;
}

function toVersion(row: VersionRow, labels: string[]): PromptVersion {
  return {
    version: row.version,
    text: row.text,
    variables: row.variables,
    options: storedOptions(row.options ?? {}),
    confidence: Math.min(10, Math.max(0, row.confidence)),
    checks: (row.checks ?? []) as ScoreCheck[],
    engine: row.engine,
    model: row.model,
    training: row.training ?? [],
    message: row.message,
    author_id: row.authorId,
    created_at: iso(row.createdAt),
    labels,
  };
}

export class PromptLibraryRepository {
  constructor(private readonly db: Db) {}

  private async findPrompt(tx: Tx | Db, ownerId: string, name: string) {
    const [row] = await tx
      .select()
      .from(prompts)
      .where(and(eq(prompts.ownerId, ownerId), eq(prompts.name, name)));
    return row;
  }

  /** The prompt of this name when the viewer may use it, else the policy's refusal. */
  private async ownPrompt(tx: Tx | Db, viewer: Viewer, name: string): Promise<Outcome<PromptRow>> {
    const ownerId = ownerIdOf(viewer);
    const row = ownerId ? await this.findPrompt(tx, ownerId, name) : undefined;
    return libraryRows.own(viewer, row, MESSAGES.promptNotFound);
  }

  private async labelsByVersion(tx: Tx | Db, promptIds: string[]) {
    if (promptIds.length === 0) return [];
    return tx
      .select({
        promptId: promptLabels.promptId,
        label: promptLabels.label,
        versionId: promptLabels.versionId,
        version: promptVersions.version,
        updatedBy: promptLabels.updatedBy,
        updatedAt: promptLabels.updatedAt,
      })
      .from(promptLabels)
      .innerJoin(promptVersions, eq(promptVersions.id, promptLabels.versionId))
      .where(inArray(promptLabels.promptId, promptIds))
      .orderBy(asc(promptLabels.label));
  }

  private async latestVersion(tx: Tx | Db, promptId: string): Promise<VersionRow | undefined> {
    const [row] = await tx
      .select()
      .from(promptVersions)
      .where(eq(promptVersions.promptId, promptId))
      .orderBy(desc(promptVersions.version))
      .limit(1);
    return row;
  }

  private async summaries(tx: Tx | Db, rows: PromptRow[]): Promise<PromptSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const latest = await tx
      .selectDistinctOn([promptVersions.promptId])
      .from(promptVersions)
      .where(inArray(promptVersions.promptId, ids))
      .orderBy(promptVersions.promptId, desc(promptVersions.version));
    const latestBy = new Map(latest.map((row) => [row.promptId, row]));
    const labels = await this.labelsByVersion(tx, ids);
    return rows.flatMap((row) => {
      const version = latestBy.get(row.id);
      if (!version) return [];
      return [
        {
          name: row.name,
          latest_version: version.version,
          labels: Object.fromEntries(
            labels.filter((l) => l.promptId === row.id).map((l) => [l.label, l.version]),
          ),
          variables: version.variables,
          confidence: Math.min(10, Math.max(0, version.confidence)),
          text: version.text,
          updated_at: iso(row.updatedAt),
        },
      ];
    });
  }

  /** The viewer's prompts by name, optionally those whose name or newest text has `search`. */
  async list(viewer: Viewer, search?: string): Promise<Outcome<PromptSummary[]>> {
    const decision = signedIn(viewer);
    if (!decision.allowed) return decision;
    const ownerId = ownerIdOf(viewer) as string;
    const term = search?.trim();
    const filter = term
      ? or(
          ilike(prompts.name, likePattern(term)),
          sql`exists (select 1 from ${promptVersions} v where v.prompt_id = ${prompts.id}
            and v.version = (select max(version) from ${promptVersions} w where w.prompt_id = ${prompts.id})
            and v.text ilike ${likePattern(term)})`,
        )
      : undefined;
    const rows = await this.db
      .select()
      .from(prompts)
      .where(and(eq(prompts.ownerId, ownerId), filter))
      .orderBy(asc(prompts.name));
    return allowed(await this.summaries(this.db, rows));
  }

  /**
   * Saves a text under a name: a new version (the next number) when it differs from the newest
   * version's text, nothing when it is the same (`created: false`).
   */
  async save(viewer: Viewer, input: NewPromptVersion): Promise<Outcome<SavedVersion>> {
    const decision = signedIn(viewer);
    if (!decision.allowed) return decision;
    const ownerId = ownerIdOf(viewer) as string;
    try {
      return await this.db.transaction(async (tx) => {
        await tx
          .insert(prompts)
          .values({ ownerId, name: input.name })
          .onConflictDoNothing({ target: [prompts.ownerId, prompts.name] });
        // Locks the prompt: concurrent saves of one name take their numbers one after another.
        const [prompt] = await tx
          .select()
          .from(prompts)
          .where(and(eq(prompts.ownerId, ownerId), eq(prompts.name, input.name)))
          .for('update');
        if (!prompt) return notFound(MESSAGES.promptNotFound);
        const latest = await this.latestVersion(tx, prompt.id);
        let created = false;
        let row = latest;
        if (!latest || latest.text !== input.text) {
          row = await this.insertVersion(tx, prompt.id, (latest?.version ?? 0) + 1, input, {
            authorId: ownerId,
          });
          await tx
            .update(prompts)
            .set({ updatedAt: sql`now()` })
            .where(eq(prompts.id, prompt.id));
          created = true;
        }
        const [fresh] = await tx.select().from(prompts).where(eq(prompts.id, prompt.id));
        const [summary] = await this.summaries(tx, fresh ? [fresh] : []);
        const labels = (await this.labelsByVersion(tx, [prompt.id]))
          .filter((l) => l.versionId === row?.id)
          .map((l) => l.label);
        if (!row || !summary) return notFound(MESSAGES.promptNotFound);
        return allowed({ created, version: toVersion(row, labels), prompt: summary });
      });
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(MESSAGES.promptSaveConflict);
      throw error;
    }
  }

  private async insertVersion(
    tx: Tx,
    promptId: string,
    version: number,
    input: Omit<NewPromptVersion, 'name'>,
    extra: { authorId: string; createdAt?: Date },
  ): Promise<VersionRow> {
    const [row] = await tx
      .insert(promptVersions)
      .values({
        promptId,
        version,
        text: input.text,
        variables: input.variables,
        options: { ...(input.options ?? {}) },
        confidence: Math.min(10, Math.max(0, input.confidence)),
        checks: input.checks,
        engine: input.engine,
        model: input.model,
        training: input.training ?? [],
        message: input.message?.trim() ? input.message.trim() : null,
        authorId: extra.authorId,
        ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /**
   * The version a label points at (`latest`: the newest). With `fallbackToLatest`, a label no
   * version carries yet serves the newest version, reported as `latest`.
   */
  async serve(
    viewer: Viewer,
    name: string,
    label: string,
    fallbackToLatest: boolean,
  ): Promise<Outcome<ServedVersion>> {
    const outcome = await this.ownPrompt(this.db, viewer, name);
    if (!outcome.allowed) return outcome;
    const prompt = outcome.value;
    const labels = await this.labelsByVersion(this.db, [prompt.id]);
    let row: VersionRow | undefined;
    let served = label;
    if (label !== LIBRARY.latest) {
      const target = labels.find((l) => l.label === label);
      if (target) {
        [row] = await this.db
          .select()
          .from(promptVersions)
          .where(eq(promptVersions.id, target.versionId));
      } else if (!fallbackToLatest) {
        return notFound(MESSAGES.promptLabelNotSet);
      }
    }
    if (!row) {
      row = await this.latestVersion(this.db, prompt.id);
      served = LIBRARY.latest;
    }
    if (!row) return notFound(MESSAGES.promptNotFound);
    const versionId = row.id;
    const on = labels.filter((l) => l.versionId === versionId).map((l) => l.label);
    return allowed({ name: prompt.name, label: served, version: toVersion(row, on) });
  }

  private async detailOf(tx: Tx | Db, prompt: PromptRow): Promise<PromptDetail> {
    const versions = await tx
      .select()
      .from(promptVersions)
      .where(eq(promptVersions.promptId, prompt.id))
      .orderBy(desc(promptVersions.version));
    const labels = await this.labelsByVersion(tx, [prompt.id]);
    const events = await tx
      .select()
      .from(promptLabelEvents)
      .where(eq(promptLabelEvents.promptId, prompt.id))
      .orderBy(desc(promptLabelEvents.createdAt), desc(promptLabelEvents.id));
    return {
      name: prompt.name,
      created_at: iso(prompt.createdAt),
      updated_at: iso(prompt.updatedAt),
      versions: versions.map((row) =>
        toVersion(
          row,
          labels.filter((l) => l.versionId === row.id).map((l) => l.label),
        ),
      ),
      labels: labels.map((l) => ({
        label: l.label,
        version: l.version,
        updated_by: l.updatedBy,
        updated_at: iso(l.updatedAt),
      })),
      label_history: events.map((event): LabelMove => ({
        label: event.label,
        from_version: event.fromVersion,
        to_version: event.toVersion,
        actor_id: event.actorId,
        created_at: iso(event.createdAt),
      })),
    };
  }

  /** One prompt with every version, its labels and every label move. */
  async detail(viewer: Viewer, name: string): Promise<Outcome<PromptDetail>> {
    const outcome = await this.ownPrompt(this.db, viewer, name);
    if (!outcome.allowed) return outcome;
    return allowed(await this.detailOf(this.db, outcome.value));
  }

  /** Two versions of one prompt, for a diff. */
  async versionPair(
    viewer: Viewer,
    name: string,
    from: number,
    to: number,
  ): Promise<Outcome<[PromptVersion, PromptVersion]>> {
    const outcome = await this.detail(viewer, name);
    if (!outcome.allowed) return outcome;
    const a = outcome.value.versions.find((v) => v.version === from);
    const b = outcome.value.versions.find((v) => v.version === to);
    if (!a || !b) return notFound(MESSAGES.promptVersionNotFound);
    return allowed([a, b]);
  }

  /** Points a label at a version and records the move (a label already there is no move). */
  async moveLabel(
    viewer: Viewer,
    name: string,
    label: string,
    version: number,
  ): Promise<Outcome<PromptDetail>> {
    if (label === LIBRARY.latest) return conflict(MESSAGES.labelLatestReserved);
    return this.db.transaction(async (tx) => {
      const outcome = await this.ownPrompt(tx, viewer, name);
      if (!outcome.allowed) return outcome;
      const prompt = outcome.value;
      // Serialises moves of this prompt's labels, so each recorded `from` is the real one.
      await tx
        .select({ id: prompts.id })
        .from(prompts)
        .where(eq(prompts.id, prompt.id))
        .for('update');
      const moved = await this.applyLabel(tx, prompt.id, label, version, ownerIdOf(viewer));
      if (moved === 'no-version') return notFound(MESSAGES.promptVersionNotFound);
      return allowed(await this.detailOf(tx, prompt));
    });
  }

  private async applyLabel(
    tx: Tx,
    promptId: string,
    label: string,
    version: number,
    actorId: string | null,
  ): Promise<'moved' | 'unchanged' | 'no-version'> {
    const [target] = await tx
      .select()
      .from(promptVersions)
      .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.version, version)));
    if (!target) return 'no-version';
    const [current] = await this.labelsByVersion(tx, [promptId]).then((all) =>
      all.filter((l) => l.label === label),
    );
    if (current?.versionId === target.id) return 'unchanged';
    await tx
      .insert(promptLabels)
      .values({ promptId, label, versionId: target.id, updatedBy: actorId })
      .onConflictDoUpdate({
        target: [promptLabels.promptId, promptLabels.label],
        set: { versionId: target.id, updatedBy: actorId, updatedAt: sql`now()` },
      });
    await tx.insert(promptLabelEvents).values({
      promptId,
      label,
      fromVersion: current?.version ?? null,
      toVersion: version,
      actorId,
    });
    return 'moved';
  }

  /** Deletes a prompt with its versions, labels and label history. */
  async remove(viewer: Viewer, name: string): Promise<Outcome<{ name: string }>> {
    const outcome = await this.ownPrompt(this.db, viewer, name);
    if (!outcome.allowed) return outcome;
    await this.db.delete(prompts).where(eq(prompts.id, outcome.value.id));
    return allowed({ name });
  }

  /** The viewer's whole library: names, versions (oldest first) and labels. */
  async exportAll(viewer: Viewer): Promise<Outcome<LibraryExport>> {
    const decision = signedIn(viewer);
    if (!decision.allowed) return decision;
    const ownerId = ownerIdOf(viewer) as string;
    const rows = await this.db
      .select()
      .from(prompts)
      .where(eq(prompts.ownerId, ownerId))
      .orderBy(asc(prompts.name));
    const ids = rows.map((row) => row.id);
    const versions = ids.length
      ? await this.db
          .select()
          .from(promptVersions)
          .where(inArray(promptVersions.promptId, ids))
          .orderBy(asc(promptVersions.version))
      : [];
    const labels = await this.labelsByVersion(this.db, ids);
    return allowed({
      format: LIBRARY.exportFormat,
      version: LIBRARY.exportVersion,
      exported_at: new Date().toISOString(),
      prompts: rows.map((row) => ({
        name: row.name,
        versions: versions
          .filter((v) => v.promptId === row.id)
          .map((v) => ({
            version: v.version,
            text: v.text,
            message: v.message,
            options: storedOptions(v.options ?? {}),
            engine: v.engine,
            model: v.model,
            created_at: iso(v.createdAt),
          })),
        labels: Object.fromEntries(
          labels.filter((l) => l.promptId === row.id).map((l) => [l.label, l.version]),
        ),
      })),
    });
  }

  /**
   * Imports an export. A prompt the viewer lacks is created with its versions; for one they
   * have, a version whose number exists is never overwritten (skipped), and versions past the
   * newest are added. Labels are set only where the prompt has no such label yet.
   */
  async importAll(
    viewer: Viewer,
    library: LibraryExport,
    facts: (text: string) => TextFacts,
  ): Promise<Outcome<ImportResult>> {
    const decision = signedIn(viewer);
    if (!decision.allowed) return decision;
    const ownerId = ownerIdOf(viewer) as string;
    const result: ImportResult = {
      prompts_created: 0,
      versions_added: 0,
      versions_skipped: 0,
      labels_set: 0,
    };
    try {
      await this.db.transaction(async (tx) => {
        for (const item of library.prompts) {
          const inserted = await tx
            .insert(prompts)
            .values({ ownerId, name: item.name })
            .onConflictDoNothing({ target: [prompts.ownerId, prompts.name] })
            .returning({ id: prompts.id });
          if (inserted.length > 0) result.prompts_created += 1;
          const [prompt] = await tx
            .select()
            .from(prompts)
            .where(and(eq(prompts.ownerId, ownerId), eq(prompts.name, item.name)))
            .for('update');
          if (!prompt) continue;
          const existing = await tx
            .select({ version: promptVersions.version })
            .from(promptVersions)
            .where(eq(promptVersions.promptId, prompt.id));
          const taken = new Set(existing.map((row) => row.version));
          let next = Math.max(0, ...taken) + 1;
          const sorted = [...item.versions].sort((a, b) => a.version - b.version);
          // The file's version numbers → the numbers they have here (for its labels).
          const numbers = new Map<number, number>();
          for (const version of sorted) {
            if (taken.has(version.version) || version.version < next) {
              if (taken.has(version.version)) numbers.set(version.version, version.version);
              result.versions_skipped += 1;
              continue;
            }
            numbers.set(version.version, next);
            // Numbers stay 1, 2, 3…: a gap in the file is closed up.
            await this.insertVersion(
              tx,
              prompt.id,
              next,
              {
                ...facts(version.text),
                text: version.text,
                message: version.message ?? null,
                options: version.options ?? {},
                engine: version.engine ?? 'manual',
                model: version.model ?? 'manual',
              },
              {
                authorId: ownerId,
                ...(version.created_at ? { createdAt: new Date(version.created_at) } : {}),
              },
            );
            taken.add(next);
            next += 1;
            result.versions_added += 1;
          }
          const present = new Set(
            (await this.labelsByVersion(tx, [prompt.id])).map((label) => label.label),
          );
          for (const [label, version] of Object.entries(item.labels)) {
            if (present.has(label) || label === LIBRARY.latest) continue;
            const target = numbers.get(version) ?? version;
            const moved = await this.applyLabel(tx, prompt.id, label, target, ownerId);
            if (moved === 'moved') result.labels_set += 1;
          }
          await tx
            .update(prompts)
            .set({ updatedAt: sql`now()` })
            .where(eq(prompts.id, prompt.id));
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(MESSAGES.promptSaveConflict);
      throw error;
    }
    return allowed(result);
  }
}
