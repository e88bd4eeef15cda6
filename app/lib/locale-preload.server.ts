/**
 * The `Link` header that has the browser fetch a page's translation chunks with its scripts: the client
 * loads the page's namespaces before it hydrates (entry.client.tsx), and without this it asks for them
 * only once its scripts have run, one more round trip before a slow phone's page answers taps. Names the
 * namespaces the client will load (common, errors, and each matched route's `handle.i18n`) in the page's
 * language. `chunks` maps `<lng>/<ns>` to its browser file (`virtual:locale-chunks`, empty in development).
 */
export function localePreloadHeader(
  chunks: Record<string, string>,
  language: string,
  handles: unknown[],
): string | null {
  const namespaces = new Set(['common', 'errors', ...handles.flatMap(namespacesOf)]);
  const links = [...namespaces].flatMap((ns) => {
    const href = chunks[`${language}/${ns}`];
    return href ? [`<${href}>; rel=modulepreload`] : [];
  });
  return links.length ? links.join(', ') : null;
}

function namespacesOf(handle: unknown): string[] {
  if (!handle || typeof handle !== 'object' || !('i18n' in handle)) return [];
  const { i18n } = handle as { i18n: unknown };
  if (typeof i18n === 'string') return [i18n];
  return Array.isArray(i18n) ? i18n.filter((ns): ns is string => typeof ns === 'string') : [];
}
