// The layer rules of eslint.config.js (ADR 0018), proved on planted snippets: each forbidden import is an
// error from `no-restricted-imports`, each allowed form is not. The snippets are linted as if they lived
// at the given path; no file is written. (`npm run lint` holds the whole tree to the same rules.)
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const planted = [value];\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const forbidden: [what: string, filePath: string, source: string][] = [
  [
    "a feature importing another feature's internal file",
    'app/features/orders/planted.server.ts',
    "import { value } from '~/features/coupons/order-coupon.server';",
  ],
  [
    "a feature reaching another feature's file relatively",
    'app/features/orders/planted.server.ts',
    "import { value } from '../coupons/order-coupon.server';",
  ],
  [
    'a nested feature file climbing into another feature',
    'app/features/profiles/ui/editor/Planted.tsx',
    "import { value } from '../../../culture/scoring';",
  ],
  [
    'a feature importing its own file by the absolute path (relative inside a feature)',
    'app/features/orders/planted.ts',
    "import { value } from '~/features/orders/money';",
  ],
  [
    'an integration importing a feature',
    'app/integrations/ai/planted.server.ts',
    "import { value } from '~/features/coverletters/counting';",
  ],
  [
    "an integration importing a feature's entry",
    'app/integrations/toss/planted.ts',
    "import { value } from '../../features/orders';",
  ],
  [
    'lib importing a feature',
    'app/lib/planted.ts',
    "import { value } from '~/features/accounts/index.server';",
  ],
  [
    'lib importing a feature relatively',
    'app/lib/planted.ts',
    "import { value } from '../features/orders/view';",
  ],
  ['db/ importing app/', 'db/planted.ts', "import { value } from '../app/lib/db.server';"],
  [
    'a seed importing a service',
    'db/seed/planted.ts',
    "import { value } from '../../app/features/accounts/password.server';",
  ],
  ['a seed importing app/ by the alias', 'db/seed/planted.ts', "import { value } from '~/lib/env.server';"],
  [
    "db/'s door importing a feature's internal file",
    'db/services.ts',
    "import { value } from '../app/features/accounts/password.server';",
  ],
  [
    'a component importing react-i18next',
    'app/features/home/Planted.tsx',
    "import { value } from 'react-i18next';",
  ],
];

const allowed: [what: string, filePath: string, source: string][] = [
  [
    "a feature importing another feature's server entry",
    'app/features/orders/planted.server.ts',
    "import { value } from '~/features/coupons/index.server';",
  ],
  [
    "a feature importing another feature's entry",
    'app/features/agencies/Planted.tsx',
    "import { value } from '~/features/orders';",
  ],
  [
    'a feature importing its own files relatively',
    'app/features/orders/planted.server.ts',
    "import { value } from './settle.server';",
  ],
  [
    'a nested feature file importing up inside its feature',
    'app/features/profiles/ui/editor/Planted.tsx',
    "import { value } from '../../constants';",
  ],
  [
    'a feature importing lib/',
    'app/features/orders/planted.server.ts',
    "import { value } from '~/lib/money';",
  ],
  [
    'a feature importing db/ relatively',
    'app/features/profiles/ui/Planted.tsx',
    "import { value } from '../../../../db/schema/enums';",
  ],
  [
    'an integration importing lib/',
    'app/integrations/ai/planted.server.ts',
    "import { value } from '~/lib/env.server';",
  ],
  ['a seed using the door', 'db/seed/planted.ts', "import { value } from '../services';"],
  ['a seed importing the schema', 'db/seed/planted.ts', "import { value } from '../schema';"],
  [
    "db/'s door importing a feature's entry",
    'db/services.ts',
    "import { value } from '../app/features/accounts/index.server';",
  ],
  ["db/'s door importing lib/", 'db/services.ts', "import { value } from '../app/lib/env.server';"],
  [
    "a route importing a feature's file (routes are not a layer below features)",
    'app/routes/planted.tsx',
    "import { value } from '~/features/orders/view';",
  ],
];

describe('layer rules', () => {
  it.each(forbidden)('fail on %s', async (_what, filePath, source) => {
    expect(await layerErrors(filePath, source)).toHaveLength(1);
  });

  it.each(allowed)('allow %s', async (_what, filePath, source) => {
    expect(await layerErrors(filePath, source)).toEqual([]);
  });
});
