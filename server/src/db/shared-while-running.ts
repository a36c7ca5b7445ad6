/**
 * `run`, its answer shared by the calls that ask the same thing of the same database while it
 * runs, and forgotten once it settles: never kept, so a change is never read past. For reads
 * that a page asks twice at once (a downloadable search and the same search unfiltered,
 * `catalogue/queries.ts`, `downloadableSearchPage`).
 */
export function sharedWhileRunning<Args extends [db: object, ...rest: unknown[]], T>(
  key: (...args: Args) => string,
  run: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  const running = new WeakMap<object, Map<string, Promise<T>>>();
  return (...args) => {
    const [db] = args;
    let ofDb = running.get(db);
    if (!ofDb) {
      ofDb = new Map();
      running.set(db, ofDb);
    }
    const at = key(...args);
    let promise = ofDb.get(at);
    if (!promise) {
      const settling = ofDb;
      promise = run(...args).finally(() => settling.delete(at));
      settling.set(at, promise);
    }
    return promise;
  };
}
