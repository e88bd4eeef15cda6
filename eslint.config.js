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

export default tseslint.config(
  { ignores: ['build/', 'bench/reference/build/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'db/migrations/'] },
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
);
