import type { MetaFunction } from '@remix-run/node';

/**
 * The floor: the smallest page of this build (root loader, tenant, i18n, no content). `npm run bench`
 * compares the home page with it; it is not linked anywhere. Visitors share it (the anonymous page cache).
 */
export const handle = { pageCache: true };

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function Floor() {
  return <p className="p-4">ok</p>;
}
