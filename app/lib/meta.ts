import type { MetaDescriptor } from '@remix-run/node';

/**
 * A page's `meta`: the title its loader chose (translated there). Without data (a loader that threw)
 * the page renders no title of its own; the root's meta titles error pages by status.
 *
 *   export const meta = titleMeta;
 */
export function titleMeta({ data }: { data?: unknown }): MetaDescriptor[] {
  const title = (data as { title?: unknown } | null | undefined)?.title;
  return typeof title === 'string' ? [{ title }] : [];
}
