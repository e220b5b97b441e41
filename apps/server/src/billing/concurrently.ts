/**
 * Acts on each item with up to `workers` at a time, taking the items as they come (an async iterable is read
 * one item at a time, by whichever worker is free). After a failure no item is started, the ones under way
 * finish (their transactions commit or roll back before this answers), and the first error is thrown.
 */
export async function eachConcurrently<T>(
  items: Iterable<T> | AsyncIterable<T>,
  workers: number,
  act: (item: T) => Promise<void>,
): Promise<void> {
  const iterator = Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]();
  let failed = false;
  const worker = async () => {
    while (!failed) {
      const next = await iterator.next();
      if (next.done) return;
      try {
        await act(next.value);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.max(1, workers) }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
