import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Layer rule from the design: web never imports db or server; contracts imports nothing of ours. */
const forbid = (patterns) => [
  'error',
  { patterns: patterns.map((group) => ({ group: [group], message: 'Layer boundary (design §3).' })) },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'data/**', 'tests/.artifacts/**', 'db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(['@cmms/*', '../../db/*', '../../server/*', '../../web/*', '../../seeds/*']),
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: { 'no-restricted-imports': forbid(['@cmms/server*', '@cmms/seeds*', '@cmms/web*']) },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': forbid([
        '@cmms/db*',
        '@cmms/server*',
        '@cmms/seeds*',
        'better-sqlite3',
        'drizzle-orm*',
        'fastify*',
      ]),
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
