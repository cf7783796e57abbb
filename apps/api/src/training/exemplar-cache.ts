// The active exemplar sets in memory. Each enhance needs them, so reading them from the
// database every time would cost a join per request; instead the cache checks a version row at
// most every `refreshMs` and reloads only when a session (in any process) replaced a set.
import type { Exemplar } from '@silent/prompt-engine';

export interface ExemplarSource {
  /** Every active exemplar, all categories. */
  load(): Promise<Exemplar[]>;
  /** Changes whenever a set is replaced. */
  version(): Promise<number>;
}

export class ExemplarCache {
  private current: Exemplar[] | undefined;
  private knownVersion: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<Exemplar[]> | undefined;
  private generation = 0;

  constructor(
    private readonly source: ExemplarSource,
    private readonly refreshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The active exemplars, at most `refreshMs` behind the database. */
  async get(): Promise<readonly Exemplar[]> {
    if (this.current && this.now() - this.checkedAt < this.refreshMs) return this.current;
    // One refresh at a time: concurrent requests share it.
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Makes the next get() look at the database (after a session completed here). */
  invalidate(): void {
    this.generation += 1;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private async refresh(): Promise<Exemplar[]> {
    const generation = this.generation;
    const version = await this.source.version();
    if (!this.current || version !== this.knownVersion) {
      this.current = await this.source.load();
      this.knownVersion = version;
    }
    // Invalidated meanwhile: what was read may predate the change, so look again next time.
    if (generation === this.generation) this.checkedAt = this.now();
    return this.current;
  }
}
