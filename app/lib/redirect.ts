const BASE = 'http://this-site.invalid';

/**
 * Characters a redirect target is refused for: controls (C0, DEL, C1), format characters (bidi
 * overrides such as U+202E, zero-width ones), lone surrogates, private-use and unassigned code
 * points, and every separator or space (a real target is a browser's already-encoded path).
 */
const REFUSED = /[\p{C}\p{Z}\s]/u;

/**
 * A redirect target taken from user input must stay on this site: a path starting with a single
 * `/`, no scheme, no `//` or `/\` (protocol-relative tricks), no control, format or space
 * characters. It is normalised as a browser would read it (dot segments resolved, anything
 * non-ASCII percent-encoded), so what goes into the Location header is plain ASCII and still
 * names a path here. Anything else gives the fallback.
 */
export function safeRedirectPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length > 2000) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (REFUSED.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments may have folded `/a/..//host` into a protocol-relative `//host`.
  if (!path.startsWith('/') || path.startsWith('//') || path.length > 2000) return fallback;
  return path;
}
