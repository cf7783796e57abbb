/**
 * A lazy import that tries once more before giving up. A page chunk can fail to download for a
 * moment (a flaky phone connection, a deploy swapping files); the second try usually works, and
 * only a second failure reaches the route's error page (which offers a reload).
 */
export function lazyWithRetry<T>(
  load: () => Promise<T>,
  { retries = 1, delayMs = 400 }: { retries?: number; delayMs?: number } = {},
): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= retries) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  };
}
