// The architecture rules of .dependency-cruiser.cjs (ADR 0035), proved on planted trees: every forbidden import
// is reported under its rule and makes the check exit non-zero; every allowed form passes. The trees are written
// to a scratch folder (never into app/) with the project's tsconfig paths and node_modules, and checked by the
// same command `npm run lint:architecture` runs on the real tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

type Planted = { file: string; source: string };
/** A planted file (and the files it needs, `also`) and the rule it breaks, if any. */
type Case = Planted & { what: string; also?: Planted[]; rule?: string };

const imports = (from: string) => `import { value } from '${from}';\nexport const planted = [value];\n`;

/** Modules the planted files import: each exports `value` (and the type `Value`). */
const STUBS = [
  'app/features/accounts/index.server.ts',
  'app/features/accounts/password.server.ts',
  'app/features/agencies/index.server.ts',
  'app/features/agencies/Planted.tsx',
  'app/features/coupons/index.server.ts',
  'app/features/coupons/order-coupon.server.ts',
  'app/features/coverletters/counting.ts',
  'app/features/culture/scoring.ts',
  'app/features/orders/index.ts',
  'app/features/orders/index.server.ts',
  'app/features/orders/money.ts',
  'app/features/orders/OrderPage.tsx',
  'app/features/orders/settle.server.ts',
  'app/features/orders/view.ts',
  'app/features/profiles/constants.ts',
  'app/lib/db.server.ts',
  'app/lib/env.server.ts',
  'app/lib/money.ts',
  'app/routes/($domain).planted.tsx',
  'db/schema/enums.ts',
  'db/schema/index.ts',
  'server/page-cache.ts',
];

const forbidden: Case[] = [
  {
    what: 'two modules importing each other (a cycle)',
    file: 'app/features/culture/cycle-a.ts',
    source: "import { b } from './cycle-b';\nexport const a = () => b;\n",
    also: [
      {
        file: 'app/features/culture/cycle-b.ts',
        source: "import { a } from './cycle-a';\nexport const b = () => a;\n",
      },
    ],
    rule: 'no-cycles',
  },
  {
    what: 'two modules importing types of each other (a type-only cycle)',
    file: 'app/features/profiles/type-cycle-a.ts',
    source: "import type { B } from './type-cycle-b';\nexport type A = { b?: B };\n",
    also: [
      {
        file: 'app/features/profiles/type-cycle-b.ts',
        source: "import type { A } from './type-cycle-a';\nexport type B = { a?: A };\n",
      },
    ],
    rule: 'no-cycles',
  },
  {
    what: 'a cycle closed by a dynamic import()',
    file: 'app/features/coverletters/lazy-a.ts',
    source: "import { b } from './lazy-b';\nexport const a = () => b;\n",
    also: [
      { file: 'app/features/coverletters/lazy-b.ts', source: "export const b = () => import('./lazy-a');\n" },
    ],
    rule: 'no-cycles',
  },
  {
    what: "a dynamic import() of another feature's internal file",
    file: 'app/features/culture/dynamic-internal.ts',
    source: "export const load = () => import('~/features/coupons/order-coupon.server');\n",
    rule: 'features-through-entries',
  },
  {
    what: 'a dynamic import() of a feature from lib/',
    file: 'app/lib/dynamic-feature.ts',
    source: "export const load = () => import('~/features/orders/index.server');\n",
    rule: 'lib-below-features',
  },
  {
    what: 'a feature importing a route',
    file: 'app/features/culture/uses-route.ts',
    source: imports('~/routes/($domain).planted'),
    rule: 'nothing-imports-routes',
  },
  {
    what: 'lib importing the Express host (server/)',
    file: 'app/lib/uses-host.ts',
    source: "import type { Value } from '../../server/page-cache';\nexport type Planted = Value;\n",
    rule: 'app-below-host',
  },
  {
    what: 'a route importing drizzle-orm',
    file: 'app/routes/sql.tsx',
    source: "import { sql } from 'drizzle-orm';\nexport const planted = [sql];\n",
    rule: 'routes-no-sql',
  },
  {
    what: 'a route importing the database',
    file: 'app/routes/db.tsx',
    source: imports('~/lib/db.server'),
    rule: 'routes-no-sql',
  },
  {
    what: "a feature importing another feature's internal file",
    file: 'app/features/culture/internal.server.ts',
    source: imports('~/features/coupons/order-coupon.server'),
    rule: 'features-through-entries',
  },
  {
    what: "a feature reaching another feature's file relatively",
    file: 'app/features/coverletters/relative.server.ts',
    source: imports('../coupons/order-coupon.server'),
    rule: 'features-through-entries',
  },
  {
    what: 'a nested feature file climbing into another feature',
    file: 'app/features/profiles/ui/editor/Planted.tsx',
    source: imports('../../../culture/scoring'),
    rule: 'features-through-entries',
  },
  {
    what: "a feature reaching another feature's entry by a relative path",
    file: 'app/features/culture/relative-entry.ts',
    source: imports('../orders'),
    rule: 'features-by-alias',
  },
  {
    what: 'a feature importing its own file by the absolute path (relative inside a feature)',
    file: 'app/features/orders/own-alias.ts',
    source: imports('~/features/orders/money'),
    rule: 'own-feature-relatively',
  },
  {
    what: 'identity importing institutions',
    file: 'app/features/accounts/knows-institutions.server.ts',
    source: imports('~/features/agencies/index.server'),
    rule: 'identity-at-the-bottom',
  },
  {
    what: 'a feature importing db/ by a path that climbs to it',
    file: 'app/features/profiles/ui/SchemaPath.tsx',
    source: imports('../../../../db/schema/enums'),
    rule: 'db-by-alias',
  },
  {
    what: 'identity importing money (orders)',
    file: 'app/features/accounts/knows-orders.server.ts',
    source: imports('~/features/orders/index.server'),
    rule: 'identity-at-the-bottom',
  },
  {
    what: 'orders importing coupons',
    file: 'app/features/orders/knows-coupons.server.ts',
    source: imports('~/features/coupons/index.server'),
    rule: 'orders-below-coupons-and-institutions',
  },
  {
    what: 'a feature importing an order page',
    file: 'app/features/agencies/OrderLink.tsx',
    source: imports('~/features/orders/OrderPage'),
    rule: 'order-pages-for-routes',
  },
  {
    what: 'an integration importing a feature',
    file: 'app/integrations/ai/planted.server.ts',
    source: imports('~/features/coverletters/counting'),
    rule: 'lib-below-features',
  },
  {
    what: "an integration importing a feature's entry",
    file: 'app/integrations/toss/planted.ts',
    source: imports('../../features/orders'),
    rule: 'lib-below-features',
  },
  {
    what: 'a ui primitive importing a feature',
    file: 'app/ui/Planted.tsx',
    source: imports('~/features/orders'),
    rule: 'lib-below-features',
  },
  {
    what: 'lib importing a feature',
    file: 'app/lib/planted.ts',
    source: imports('~/features/accounts/index.server'),
    rule: 'lib-below-features',
  },
  {
    what: 'lib importing a feature type',
    file: 'app/lib/planted-type.ts',
    source: "import type { Value } from '../features/orders/view';\nexport type Planted = Value;\n",
    rule: 'lib-below-features',
  },
  {
    what: 'db/ importing app/',
    file: 'db/planted.ts',
    source: imports('../app/lib/db.server'),
    rule: 'db-through-its-door',
  },
  {
    what: 'a seed importing a service',
    file: 'db/seed/planted.ts',
    source: imports('../../app/features/accounts/password.server'),
    rule: 'db-through-its-door',
  },
  {
    what: 'a seed importing app/ by the alias',
    file: 'db/seed/alias.ts',
    source: imports('~/lib/env.server'),
    rule: 'db-through-its-door',
  },
  {
    what: "db/'s door importing a feature's internal file",
    file: 'db/services.ts',
    source: imports('../app/features/accounts/password.server'),
    rule: 'db-door-through-entries',
  },
  {
    what: 'a component importing react-i18next',
    file: 'app/features/culture/Planted.tsx',
    source: "import { useTranslation } from 'react-i18next';\nexport const planted = [useTranslation];\n",
    rule: 'i18n-through-stand-in',
  },
];

const allowed: Case[] = [
  {
    what: "a feature importing another feature's server entry",
    file: 'app/features/culture/entry.server.ts',
    source: imports('~/features/coupons/index.server'),
  },
  {
    what: "a feature importing another feature's entry",
    file: 'app/features/agencies/Entry.tsx',
    source: imports('~/features/orders'),
  },
  {
    what: 'a feature importing its own files relatively',
    file: 'app/features/orders/own.server.ts',
    source: imports('./settle.server'),
  },
  {
    what: 'a nested feature file importing up inside its feature',
    file: 'app/features/profiles/ui/editor/Up.tsx',
    source: imports('../../../constants'),
  },
  {
    what: 'a feature loading its own module with a dynamic import()',
    file: 'app/features/profiles/lazy.ts',
    source: "export const load = () => import('./constants');\n",
  },
  {
    what: 'a feature importing lib/',
    file: 'app/features/orders/lib.server.ts',
    source: imports('~/lib/money'),
  },
  {
    what: 'a feature importing db/ by its alias',
    file: 'app/features/profiles/ui/Schema.tsx',
    source: imports('#db/schema/enums'),
  },
  {
    what: 'institutions importing orders (institutional purchase sits above orders)',
    file: 'app/features/agencies/buys.server.ts',
    source: imports('~/features/orders/index.server'),
  },
  {
    what: 'coupons importing orders',
    file: 'app/features/coupons/pays.server.ts',
    source: imports('~/features/orders/index.server'),
  },
  {
    what: 'an order page composing coupons',
    file: 'app/features/orders/order-actions.server.ts',
    source: imports('~/features/coupons/index.server'),
  },
  {
    what: 'an integration importing lib/',
    file: 'app/integrations/ai/env.server.ts',
    source: imports('~/lib/env.server'),
  },
  { what: 'a seed using the door', file: 'db/seed/door.ts', source: imports('../services') },
  { what: 'a seed importing the schema', file: 'db/seed/schema.ts', source: imports('../schema') },
  {
    what: "db/'s door importing a feature's entry and lib/",
    file: 'db/services.ts',
    source:
      "export { value } from '../app/features/accounts/index.server';\nexport { value as env } from '../app/lib/env.server';\n",
  },
  {
    what: "a route importing a feature's file (routes are not a layer below features)",
    file: 'app/routes/($domain).feature.tsx',
    source: imports('~/features/orders/view'),
  },
  {
    what: 'the host importing lib/',
    file: 'server/uses-lib.ts',
    source: imports('../app/lib/env.server'),
  },
];

type Violation = { from: string; to: string; rule: { name: string } };
type Checked = { status: number | null; violations: Violation[] };

/** Writes the stubs and the planted files into a fresh scratch project and runs the check on it. */
function check(planted: Case[]): { checked: Checked; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  const write = (file: string, source: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  };
  for (const stub of STUBS) write(stub, 'export const value = 1;\nexport type Value = number;\n');
  for (const { file, source } of planted.flatMap((c) => [c, ...(c.also ?? [])])) write(file, source);
  write('tsconfig.json', fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const cruise = (output: 'json' | 'err') =>
    spawnSync(process.execPath, [CLI, 'app', 'db', 'server', '--config', CONFIG, '-T', output], {
      cwd: dir,
      encoding: 'utf8',
    });
  const json = cruise('json');
  if (!json.stdout) throw new Error(`dependency-cruiser printed nothing: ${json.stderr}`);
  const result = JSON.parse(json.stdout) as { summary: { violations: Violation[] } };
  // The exit status as `npm run lint:architecture` sees it (its reporter is the default, err).
  const run = cruise('err');
  return { checked: { status: run.status, violations: result.summary.violations }, dir };
}

const dirs: string[] = [];
let breaches: Checked;
let fine: Checked;

beforeAll(() => {
  const one = check(forbidden);
  const two = check(allowed);
  dirs.push(one.dir, two.dir);
  breaches = one.checked;
  fine = two.checked;
}, 120_000);

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('architecture rules', () => {
  it('the check fails (non-zero exit) on the planted breaches and passes on the allowed forms', () => {
    expect(breaches.status).not.toBe(0);
    expect(fine.violations).toEqual([]);
    expect(fine.status).toBe(0);
  });

  it.each(forbidden.map((c) => [c.what, c] as const))('fail on %s', (_what, planted) => {
    const files = [planted, ...(planted.also ?? [])].map((p) => p.file);
    const rules = breaches.violations.filter((v) => files.includes(v.from)).map((v) => v.rule.name);
    expect(rules).toContain(planted.rule);
  });

  it.each(allowed.map((c) => [c.what, c] as const))('allow %s', (_what, planted) => {
    expect(fine.violations.filter((v) => v.from === planted.file)).toEqual([]);
  });
});
