// Group commit for small, frequent inserts. Under load every enhance inserts one history row;
// one INSERT per request makes the (single-connection) embedded database the bottleneck. Here
// rows that arrive while a write is under way wait for it and then go in together, as one
// multi-row INSERT. Nothing is acknowledged early: each caller's promise settles only when the
// statement holding its rows has committed (or failed), so a returned id always exists.

interface Waiting<T> {
  items: readonly T[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<T> {
  private queue: Waiting<T>[] = [];
  private writing = false;

  /**
   * `write` inserts all the given rows in one statement (atomically). A group takes at most
   * `maxItems` rows unless one caller brings more (PostgreSQL allows 65,535 parameters).
   */
  constructor(
    private readonly write: (items: readonly T[]) => Promise<void>,
    private readonly maxItems = 1000,
  ) {}

  /**
   * Resolves once the items are committed. An idle writer starts after the current turn of
   * the event loop: the embedded database runs each statement synchronously on this thread,
   * so without that pause no other request would ever get to join the group.
   */
  add(items: readonly T[]): Promise<void> {
    if (items.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.commit(this.nextGroup());
    } finally {
      this.writing = false;
    }
  }

  private nextGroup(): Waiting<T>[] {
    let count = 0;
    let taken = 0;
    while (taken < this.queue.length) {
      const size = this.queue[taken]?.items.length ?? 0;
      if (taken > 0 && count + size > this.maxItems) break;
      count += size;
      taken += 1;
    }
    return this.queue.splice(0, taken);
  }

  private async commit(group: readonly Waiting<T>[]): Promise<void> {
    try {
      await this.write(group.flatMap((waiting) => waiting.items));
      for (const waiting of group) waiting.resolve();
    } catch (error) {
      const [only] = group;
      if (group.length === 1 && only) {
        only.reject(error);
        return;
      }
      // One caller's bad row must not fail the others: retry each on its own.
      for (const waiting of group) {
        try {
          await this.write(waiting.items);
          waiting.resolve();
        } catch (own) {
          waiting.reject(own);
        }
      }
    }
  }
}
