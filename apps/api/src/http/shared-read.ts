// Identical reads asked for at the same moment share one database round trip. Under load, 50
// concurrent GETs of the same list would otherwise run the same query 50 times through the
// embedded database's single connection. Nothing is served stale: a caller joins only a read
// that has not started yet, so every answer comes from a query that began after it asked.

interface Pending<V> {
  promise: Promise<V>;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

interface KeyState<V> {
  /** The read under way, if any. */
  running?: Promise<unknown>;
  /** The next read, which the callers arriving now wait for. */
  next?: Pending<V>;
}

function pending<V>(): Pending<V> {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Wraps `read` so that calls with the same key share a run. A run starts after the current turn
 * of the event loop (the embedded database answers synchronously, so callers whose requests
 * arrived together get the chance to join) and never overlaps another run for the same key.
 * Callers get the same value: it must not be mutated.
 */
export function sharedRead<A, V>(
  read: (arg: A) => Promise<V>,
  keyOf: (arg: A) => string,
): (arg: A) => Promise<V> {
  const states = new Map<string, KeyState<V>>();

  const start = (key: string, state: KeyState<V>, arg: A) => {
    const next = state.next;
    // Only called with a waiting run; nothing to start otherwise.
    if (!next) return;
    state.next = undefined;
    const running = Promise.resolve()
      .then(() => read(arg))
      .then(next.resolve, next.reject);
    state.running = running;
    void running.then(() => {
      state.running = undefined;
      if (!state.next) states.delete(key);
    });
  };

  return (arg: A) => {
    const key = keyOf(arg);
    let state = states.get(key);
    if (!state) {
      state = {};
      states.set(key, state);
    }
    if (state.next) return state.next.promise;
    const next = pending<V>();
    state.next = next;
    const current = state;
    const begin = () => setImmediate(() => start(key, current, arg));
    if (current.running) void current.running.then(begin);
    else begin();
    return next.promise;
  };
}
