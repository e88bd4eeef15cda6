// After a client-side navigation a page renders with the namespaces its matched routes declare
// (`handle.i18n`, loaded before it renders by useTranslation in ~/lib/i18n-react). A component that reads
// a key of another namespace (`t('coupons:me.register')`) on a page whose routes do not declare it would
// show the raw key (issue 27 item 24). This reads each page route and the modules it imports (not
// server-only ones), collects every namespace they name, and checks that the route, its layouts or the
// root declare it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve('app');
const ROUTES = path.join(APP, 'routes');
const NAMESPACES = fs.readdirSync(path.join(APP, 'locales/en')).map((f) => f.replace(/\.json$/, ''));
const ROOT_NAMESPACES = ['common', 'errors'];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = path.join(APP, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * Namespaces a module and what it imports (not `.server` modules: they translate on the server) name.
 * Through a feature's entry file (`export { X } from './x'`) only the modules of the names imported count.
 */
function namespacesOf(file: string, names: string[] | null = null, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const visit = `${file}|${names?.join(',') ?? '*'}`;
  if (seen.has(visit) || !/\.tsx?$/.test(file)) return found;
  seen.add(visit);
  const full = fs.readFileSync(file, 'utf8');
  const reExports = [...full.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g)];
  const source = reExports.reduce((text, m) => text.replace(m[0], ''), full);
  for (const m of reExports) {
    const exported = m[1]
      .split(',')
      .map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean);
    const wanted = names === null ? exported : exported.filter((n) => names.includes(n));
    const target = resolveImport(file, m[2]);
    if (wanted.length && target && !target.includes('.server.'))
      for (const ns of namespacesOf(target, wanted, seen)) found.add(ns);
  }
  for (const m of source.matchAll(/['"`]([a-zA-Z]+):[\w.$]/g)) if (NAMESPACES.includes(m[1])) found.add(m[1]);
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const ns of m[1].matchAll(/'([a-zA-Z]+)'/g)) if (NAMESPACES.includes(ns[1])) found.add(ns[1]);
  for (const m of source.matchAll(
    /import\s*(?:type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g,
  )) {
    const spec = m[2] ?? m[3];
    // Client validation modules hold every form's schemas; the form's own messages are its page's keys.
    if (/\.server(\.tsx?)?$/.test(spec) || /\/validation$/.test(spec) || spec.endsWith('?url') || m[1]?.startsWith('type ')) continue;
    const braces = m[1]?.match(/\{([^}]*)\}/);
    const imported =
      braces && !m[1].includes('*') && !/^\w/.test(m[1])
        ? braces[1]
            .split(',')
            .map(
              (n) =>
                n
                  .trim()
                  .replace(/^type\s+/, '')
                  .split(/\s+as\s+/)[0],
            )
            .filter(Boolean)
        : null;
    const target = resolveImport(file, spec);
    if (target && !target.includes('.server.'))
      for (const ns of namespacesOf(target, imported, seen)) found.add(ns);
  }
  return found;
}

function declared(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const handle = source.match(/i18n:\s*\[([^\]]*)\]/);
  return handle ? [...handle[1].matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1]) : [];
}

/** The layout routes above a route file: `($domain)._member.account.me.tsx` → `($domain)._member.tsx`. */
function layoutsOf(name: string): string[] {
  const parts = name.replace(/\.tsx$/, '').split('.');
  const layouts: string[] = [];
  for (let i = 1; i < parts.length; i++) {
    const candidate = `${parts.slice(0, i).join('.')}.tsx`;
    if (fs.existsSync(path.join(ROUTES, candidate))) layouts.push(candidate);
  }
  return layouts;
}

/**
 * One module serving two pages, each using its own part: the order page (OrderPage) reads coupons only
 * for a member's order and the institution's purchase texts only for an institution's. A namespace read
 * only through a component's own useTranslation(ns) on a part of a page shown on request (a tab) loads
 * when that part renders.
 */
const UNUSED_HERE: Record<string, string[]> = {
  '($domain)._member.order.$orderNumber.agency.tsx': ['coupons'],
  '($domain)._member.order.$orderNumber.user.tsx': ['agencyPurchase'],
  // The result screen's resume tab (ResumeView) and its institution share box (ShareBox, for an
  // institution's member) read profiles and agencyDashboard through their own useTranslation(ns), which
  // loads the namespace when they render; a member without them never downloads those texts.
  '($domain)._member.profile.result.tsx': ['profiles', 'agencyDashboard'],
};

const pages = fs
  .readdirSync(ROUTES)
  .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
  .filter((f) => /export default function/.test(fs.readFileSync(path.join(ROUTES, f), 'utf8')));

describe('every page route declares the namespaces its components read', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages)('%s', (name) => {
    const file = path.join(ROUTES, name);
    // What the page's own module tree names; its layouts' trees are checked as pages of their own.
    const needed = namespacesOf(file);
    const available = new Set([
      ...ROOT_NAMESPACES,
      ...declared(file),
      ...layoutsOf(name).flatMap((layout) => declared(path.join(ROUTES, layout))),
    ]);
    for (const ns of UNUSED_HERE[name] ?? []) available.add(ns);
    expect([...needed].filter((ns) => !available.has(ns)).sort()).toEqual([]);
  });
});
