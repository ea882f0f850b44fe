// Group commit: work items that arrive while a flush is running (or in the same task) are handed to the next flush
// together, so many concurrent callers share one round trip (one statement, one transaction).
// Nothing is kept once a flush's callers are answered: between flushes the queue is empty.

/** One item's own outcome of a flush: a value, or the error that item alone answers. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/**
 * A submit function for `flush`, which takes up to `maxItems` items in their arrival order and answers each one's
 * outcome in the same order. At most `inFlight` flushes run at once. When a flush of several items throws, each of
 * its items is flushed again alone, so one bad item fails only its own caller.
 */
export function groupCommit<I, O>(
  flush: (items: I[]) => Promise<Settled<O>[]>,
  { maxItems = 200, inFlight = 1 }: { maxItems?: number; inFlight?: number } = {},
): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let running = 0;
  let scheduled = false;

  async function settle(batch: Waiting<I, O>[]): Promise<void> {
    let results: Settled<O>[];
    try {
      results = await flush(batch.map((waiting) => waiting.item));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => settle([waiting])));
      return;
    }
    batch.forEach((waiting, i) => {
      const result = results[i];
      if (result.ok) waiting.resolve(result.value);
      else waiting.reject(result.error);
    });
  }

  function drain() {
    scheduled = false;
    while (running < inFlight && queue.length) {
      const batch = queue.splice(0, maxItems);
      running++;
      void settle(batch).finally(() => {
        running--;
        drain();
      });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Flush once the current task's other submissions are in, unless every flush slot is busy (drain runs again
      // when one ends). A microtask, not a timer: nothing waits when the instance is idle, and fake timers in tests
      // do not hold it.
      if (!scheduled && running < inFlight) {
        scheduled = true;
        queueMicrotask(drain);
      }
    });
}
