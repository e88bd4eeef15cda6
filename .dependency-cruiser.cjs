// The architecture rules (ADR 0035): which module may depend on which, checked on the resolved module graph
// (static, type-only and dynamic `import()` alike) by `npm run lint`. tests/unit/layers.test.ts plants a
// breach of each rule in a scratch tree and sees it reported.
//
// Layers, lowest first: db/schema · lib/ and integrations/ and ui/ · features/ · routes/; the host (server/)
// sits beside routes, above lib/. Inside features, identity (accounts) is at the bottom and orders sit below
// coupons and institutions (design §2).

/** A feature's entries: `index.ts` (both sides) and `index.server.ts` (server services). */
const ENTRY = 'index(\\.server)?\\.tsx?$';
/** The order pages compose an order with its coupon choice and an institution's business lines. */
const ORDER_PAGES =
  '^app/features/orders/(order-actions\\.server\\.ts|detail-page\\.server\\.ts|OrderPage\\.tsx)$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'No import cycles, value or type, static or dynamic: a cycle makes load order matter and hides which ' +
        'side owns what. Move the shared piece down, or pass it in (ADR 0035).',
      severity: 'error',
      from: { path: '^(app|server|db)/' },
      to: { circular: true },
    },
    {
      name: 'routes-no-sql',
      comment: 'Routes are thin: they call features, never SQL or the database (ADR 0018).',
      severity: 'error',
      from: { path: '^app/routes/' },
      to: { path: ['^db/', '^app/lib/db\\.server\\.ts$', '(^|/)node_modules/drizzle-orm/'] },
    },
    {
      name: 'nothing-imports-routes',
      comment: 'Routes are the top: features, lib, integrations and ui never import a route module.',
      severity: 'error',
      from: { path: '^app/', pathNot: '^app/routes/' },
      to: { path: '^app/routes/' },
    },
    {
      name: 'lib-below-features',
      comment:
        'lib/, integrations/ and ui/ serve features and never import one: move the shared piece down (ADR 0018).',
      severity: 'error',
      from: { path: '^app/(lib|integrations|ui)/' },
      to: { path: '^app/features/' },
    },
    {
      name: 'app-below-host',
      comment:
        'The app never imports the Express host (server/): what both need lives in app/lib (ADR 0035). ' +
        'Only entry.server hands the host to server.ts through the build.',
      severity: 'error',
      from: { path: '^app/', pathNot: '^app/entry\\.server\\.tsx$' },
      to: { path: '^server/' },
    },
    {
      name: 'features-through-entries',
      comment:
        "Another feature only through its entry: '~/features/<area>' or '~/features/<area>/index.server' (ADR 0018).",
      severity: 'error',
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/[^/]+/', pathNot: [`^app/features/$1/`, `^app/features/[^/]+/${ENTRY}`] },
    },
    {
      name: 'features-by-alias',
      comment:
        "Another feature's entry by its name ('~/features/<area>'), not by a relative path that climbs out of your own.",
      severity: 'error',
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/[^/]+/', pathNot: '^app/features/$1/', dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'own-feature-relatively',
      comment:
        "Your own feature's files relatively ('./money'), not by '~/features/<own area>/…' (ADR 0018).",
      severity: 'error',
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/$1/', dependencyTypes: ['aliased'] },
    },
    {
      name: 'identity-at-the-bottom',
      comment:
        'Identity (accounts: sign-in, sessions, guards) knows nothing of institutions or money: a step that needs ' +
        'them is passed in by the caller, or lives with them (agencies/staff-guards.server.ts) (ADR 0035).',
      severity: 'error',
      from: { path: '^app/features/accounts/' },
      to: { path: '^app/features/(agencies|orders|coupons|admin)/' },
    },
    {
      name: 'orders-below-coupons-and-institutions',
      comment:
        'Orders and passes sit below coupons and institutional purchase, one way: the coupon an order holds is ' +
        "orders' own (held-coupon.server.ts); only the order pages, which routes alone import, compose (ADR 0035).",
      severity: 'error',
      from: { path: '^app/features/orders/', pathNot: ORDER_PAGES },
      to: { path: '^app/features/(coupons|agencies)/' },
    },
    {
      name: 'order-pages-for-routes',
      comment: 'The order pages compose other features, so nothing but a route imports them.',
      severity: 'error',
      from: { path: '^app/', pathNot: ['^app/routes/', '\\.test\\.tsx?$'] },
      to: { path: ORDER_PAGES },
    },
    {
      name: 'i18n-through-stand-in',
      comment:
        "Components translate through the stand-in: import from '~/lib/i18n-react', never react-i18next (ADR 0014).",
      severity: 'error',
      from: {},
      to: { path: '(^|/)node_modules/react-i18next/' },
    },
    {
      name: 'db-by-alias',
      comment: "db/ from the app and the server by its alias ('#db/schema'), never by a path that climbs to it.",
      severity: 'error',
      from: { path: '^(app|server)/' },
      to: { path: '^db/', dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'db-through-its-door',
      comment:
        'db/ (schema, migrations, seeds, tools) reaches the app only through db/services.ts (ADR 0018).',
      severity: 'error',
      from: { path: '^db/', pathNot: '^db/services\\.ts$' },
      to: { path: '^app/' },
    },
    {
      name: 'db-door-through-entries',
      comment: "db/services.ts: the app's plumbing, and features only through their entries (ADR 0018).",
      severity: 'error',
      from: { path: '^db/services\\.ts$' },
      to: { path: '^app/features/', pathNot: `^app/features/[^/]+/${ENTRY}` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too (a type cycle is a cycle; `import type` of a layer above is a breach).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.d.ts', '.json'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
