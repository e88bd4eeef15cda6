/**
 * A redirect target taken from user input must stay on this site: a path starting with a single
 * `/`, no scheme, no `//` or `/\` (protocol-relative tricks). Anything else gives the fallback.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length > 2000) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}
