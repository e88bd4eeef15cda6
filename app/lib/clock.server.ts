/** The current time. Tests that depend on a date pass their own `now` instead of reading this. */
export function now(): Date {
  return new Date();
}
