// Reference data that does not change per request (type texts, job categories, regions, the survey and
// question banks): read once per process and kept, so a page view does not query it again. The seed
// (which writes it, at start-up) clears the cache; a seed or import run by another process is picked up
// within MAX_AGE_MS.

const MAX_AGE_MS = 5 * 60_000;

type Entry = { at: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();

/** The value `load` gives for `name`, loaded once (concurrent callers share the load) and then kept. */
export function cachedReference<T>(name: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(name);
  if (hit && now - hit.at < MAX_AGE_MS) return hit.value as Promise<T>;
  // Adopted once into a real promise: a drizzle query is a thenable that runs again on every `then`.
  const value = Promise.resolve().then(load);
  entries.set(name, { at: now, value });
  // A failed load is not kept: the next request tries again.
  value.catch(() => entries.get(name)?.value === value && entries.delete(name));
  return value;
}

/** Forgets every cached reference set (after seeding or importing reference data). */
export function invalidateReferenceData(): void {
  entries.clear();
}
