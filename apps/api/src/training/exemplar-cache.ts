// The exemplars in effect, in memory, per owner. Each enhance needs them, so reading them from
// the database every time would cost a query per request; instead the cache checks a version
// row at most every `refreshMs` and, when any process changed a training result, forgets what it
// had and reloads per owner on next use. An owner's entry holds their own results where they
// have some and the shared ones elsewhere (the resolution in @silent/data), so one user's
// training never reaches another user's or an anonymous visitor's enhancements.
import type { Exemplar } from '@silent/prompt-engine';

export interface ExemplarSource {
  /** The exemplars in effect for an owner (null: an anonymous visitor: the shared ones). */
  load(ownerId: string | null): Promise<Exemplar[]>;
  /** Changes whenever a result in effect changes. */
  version(): Promise<number>;
}

/** The anonymous visitors' (shared) entry: a key no user id can take. */
const SHARED_KEY = '';

export class ExemplarCache {
  private readonly entries = new Map<string, readonly Exemplar[]>();
  private readonly loading = new Map<string, Promise<readonly Exemplar[]>>();
  private knownVersion: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;
  private generation = 0;

  /**
   * @param maxOwners entries kept at most (least recently used go first): a bound on memory
   *   however many users enhance.
   */
  constructor(
    private readonly source: ExemplarSource,
    private readonly refreshMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxOwners = 1000,
  ) {}

  /**
   * The exemplars in effect for `ownerId`, at most `refreshMs` behind the database. The same
   * array is returned while nothing changed (the engine keys its BM25 index by it).
   */
  async get(ownerId: string | null): Promise<readonly Exemplar[]> {
    if (this.now() - this.checkedAt >= this.refreshMs) {
      // One version check at a time: concurrent requests share it.
      this.checking ??= this.checkVersion().finally(() => {
        this.checking = undefined;
      });
      await this.checking;
    }
    const key = ownerId ?? SHARED_KEY;
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last, so eviction takes the oldest.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, ownerId).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Makes the next get() look at the database (after a result changed here). */
  invalidate(): void {
    this.generation += 1;
    this.checkedAt = Number.NEGATIVE_INFINITY;
    this.entries.clear();
  }

  private async checkVersion(): Promise<void> {
    const generation = this.generation;
    const version = await this.source.version();
    if (version !== this.knownVersion) {
      this.entries.clear();
      this.knownVersion = version;
    }
    // Invalidated meanwhile: what was read may predate the change, so look again next time.
    if (generation === this.generation) this.checkedAt = this.now();
  }

  private async load(key: string, ownerId: string | null): Promise<readonly Exemplar[]> {
    const generation = this.generation;
    const version = this.knownVersion;
    const exemplars = await this.source.load(ownerId);
    // Keep it only if nothing changed while it loaded; either way this caller gets it.
    if (generation === this.generation && version === this.knownVersion) {
      this.entries.set(key, exemplars);
      while (this.entries.size > this.maxOwners) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return exemplars;
  }
}
