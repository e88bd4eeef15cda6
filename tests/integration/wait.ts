/**
 * Waits for a condition that something else makes true (a background delivery, a socket closing, a
 * job's run): checks it now and again every `everyMs` until it gives a truthy value, which it returns.
 * No fixed sleep: a fast machine goes on at once, a loaded one gets until the deadline, and a missed
 * deadline is an error that names what was awaited (never a falsy value to assert on later).
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { what, timeoutMs = 10_000, everyMs = 10 }: { what: string; timeoutMs?: number; everyMs?: number },
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
