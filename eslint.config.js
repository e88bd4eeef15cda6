import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which module may import which (layers, feature entries, the i18n stand-in, no cycles) is checked by
// dependency-cruiser on the resolved graph, dynamic import() included: .dependency-cruiser.cjs (ADR 0035).

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
    },
  },
);
