import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ESLint does not merge a rule's options across config blocks: each `no-restricted-imports` below lists
// every restriction that applies to its files.
const standInOnly = {
  name: 'react-i18next',
  message: "Components translate through the stand-in: import from '~/lib/i18n-react' (ADR 0014).",
};

// Layers (ADR 0018). Another feature is reached only through its entry: `~/features/<area>` (index.ts, both
// sides) or `~/features/<area>/index.server` (server services); a feature's own files are imported relatively
// and never by a path that climbs out to app/features/.
const entryOnly = 'index\\.server$';
const featureEntryMessage =
  "Another feature only through its entry: '~/features/<area>' or '~/features/<area>/index.server' (ADR 0018); your own feature's files relatively.";
/** At a file `depth` folders below its feature's folder, the relative paths that leave the feature. */
const leavingTheFeature = (depth) => [
  `^(\\.\\./){${depth + 1}}(?!\\.\\./)`, // ../<area>/… from the feature's top folder
  `^(\\.\\./){${depth + 2}}features(/|$)`, // ../../features/<area>/…
  `^(\\.\\./){${depth + 3}}app/features(/|$)`,
];
const featureLayers = Array.from({ length: 6 }, (_, depth) => ({
  files: [`app/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [standInOnly],
        patterns: [
          { regex: `^~/features/[^/]+/(?!${entryOnly}).+`, message: featureEntryMessage },
          ...leavingTheFeature(depth).map((regex) => ({ regex, message: featureEntryMessage })),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'build/',
      'bench/reference/build/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests.',
        },
        {
          selector: 'ThrowStatement > CallExpression[callee.name=/^(redirectWithToast|notFoundGroup)$/]',
          message: 'These return a promise of the response: throw await …',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [standInOnly],
        },
      ],
    },
  },
  {
    // Routes are thin: they call features, never the database.
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [standInOnly],
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes call features, never SQL.' },
            { group: ['**/db/**', '~/lib/db.server'], message: 'Routes call features, never the database.' },
          ],
        },
      ],
    },
  },
  ...featureLayers,
  {
    // Plumbing and the windows to the outside serve features; they never import one.
    files: ['app/lib/**/*.{ts,tsx}', 'app/integrations/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [standInOnly],
          patterns: [
            {
              regex: '^(~/|(\\.\\./)+(app/)?)features(/|$)',
              message: 'lib/ and integrations/ never import features: move the shared piece here (ADR 0018).',
            },
          ],
        },
      ],
    },
  },
  {
    // db/ (schema, migrations, seeds, imports) imports nothing from app/ but through its one door, db/services.ts.
    files: ['db/**/*.ts'],
    ignores: ['db/services.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [standInOnly],
          patterns: [
            {
              regex: '^(~/|(\\.\\./)+app(/|$))',
              message: 'db/ reaches the app only through db/services.ts (ADR 0018).',
            },
          ],
        },
      ],
    },
  },
  {
    // The door itself: the app's plumbing, and features only through their entries.
    files: ['db/services.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [standInOnly],
          patterns: [
            {
              regex: `^(~/|(\\.\\./)+app/)features/[^/]+/(?!${entryOnly}).+`,
              message: featureEntryMessage,
            },
          ],
        },
      ],
    },
  },
);
