import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Layer rule from the design: web never imports db or server; contracts imports nothing of ours. */
const forbid = (patterns) => [
  'error',
  { patterns: patterns.map((group) => ({ group: [group], message: 'Layer boundary (design §3).' })) },
];

/** The console's feature folders: they register into the engine from `web/src/app`, never the reverse. */
const WEB_FEATURES = ['assets', 'people', 'settings', 'imports', 'reports', 'template-apps', 'pages', 'dashboard'].map(
  (folder) => `./web/src/${folder}`,
);
/** Generic console code: the resource engine and what it stands on. */
const WEB_SHARED = [
  'resources',
  'api',
  'layout',
  'components',
  'lib',
  'auth',
  'toast',
  'i18n',
  'permissions',
  // The work-order widgets several modules show (row type, chips, paths, the table): a kit, not a module.
  'work-order-common',
].map((folder) => `./web/src/${folder}`);

/**
 * Feature module folders of one package (issue 25): the folders its manifest list imports from, read from
 * disk, so a module that is listed cannot escape the zones.
 */
const PACKAGE_MANIFESTS = [
  ['./web/src/features/index.ts'],
  ['./server/src/modules/index.ts'],
  ['./contracts/src/features/index.ts'],
  // The seeds' module steps, and the core steps' list, whose feature folders (work orders, preventive,
  // service) run in the shared order that keeps their rows as they were.
  ['./seeds/src/modules/index.ts', './seeds/src/steps/index.ts'],
];
const moduleFolders = (manifest) => {
  const here = dirname(manifest);
  const specs = [...readFileSync(manifest, 'utf8').matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)'/gm)].map(
    (m) => m[1],
  );
  const folders = specs.map((spec) => `./${relative('.', dirname(join(here, spec)))}`);
  // The manifest's own folder and the shared kit it may use (`withOrigin`) are not modules.
  return [...new Set(folders)].filter((folder) => folder !== `./${relative('.', here)}` && !folder.endsWith('/kit'));
};

/**
 * A feature module reaches the engines and the shared kit, never another module: what one module tells
 * another goes through a domain event or a declared requirement of its manifest.
 */
const packageFolders = (manifests) => [...new Set(manifests.flatMap(moduleFolders))];
const MODULE_ZONES = PACKAGE_MANIFESTS.flatMap((manifests) =>
  packageFolders(manifests).map((folder) => ({
    target: folder,
    from: packageFolders(manifests).filter((other) => other !== folder),
    message: 'A feature module imports no other module (issue 25).',
  })),
).filter((zone) => zone.from.length > 0);

/**
 * Layers inside the packages, by path (relative imports included): engines import no feature and no
 * composition root; features reach the engines, and the composition roots (`server/src/app.ts`,
 * `web/src/app`) wire the two together.
 */
const LAYER_ZONES = [
  {
    target: './server/src/engine',
    from: ['./server/src/hooks', './server/src/routes', './server/src/domain', './server/src/app.ts'],
    message: 'The server engine imports no feature: hooks come from buildApp through createEngine.',
  },
  {
    target: ['./server/src/hooks', './server/src/routes', './server/src/domain', './server/src/http'],
    from: ['./server/src/app.ts', './server/src/server.ts'],
    message: 'Only the composition root imports the app.',
  },
  {
    target: WEB_SHARED,
    from: [...WEB_FEATURES, './web/src/app', './web/src/features'],
    message: 'The console engine imports no feature: features register from web/src/app.',
  },
  {
    target: './contracts/src/kit',
    from: packageFolders(PACKAGE_MANIFESTS[2]),
    message: "The contracts' kit imports no feature module.",
  },
  {
    target: ['./server/src/engine', './server/src/http', './server/src/auth', './server/src/i18n'],
    from: ['./server/src/modules/*/**'],
    message: 'The server engine imports no feature module: modules register from their manifest.',
  },
  ...MODULE_ZONES,
];

/** Ways text becomes HTML in a page: the console renders user text through React's escaping only. */
const HTML_SINKS = [
  ...['dangerouslySetInnerHTML', 'srcDoc'].map((name) => ({
    selector: `JSXAttribute[name.name='${name}']`,
    message: 'User text is never rendered as HTML.',
  })),
  ...['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'createContextualFragment'].map((name) => ({
    selector: `MemberExpression[property.name='${name}']`,
    message: 'User text is never rendered as HTML: build elements with React or textContent.',
  })),
  {
    selector: "MemberExpression[object.name='document'][property.name=/^write(ln)?$/]",
    message: 'User text is never rendered as HTML: build elements with React or textContent.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'server/dist/**',
      'data/**',
      'tests/.artifacts/**',
      'db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, so cycles through .ts files are followed.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    // A package is reached by its name, never by a relative path into its folder (`../../server/...`).
    // The root's tests and scripts may read other packages' files by path (web is not importable).
    files: ['{contracts,db,seeds,server,web}/**/*.{ts,tsx}'],
    rules: { 'import-x/no-relative-packages': 'error' },
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
    files: ['seeds/**/*.ts'],
    rules: { 'no-restricted-imports': forbid(['@cmms/server*', '@cmms/web*']) },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Tokens live in localStorage (spec point 9): no path may turn user text into markup or code.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...HTML_SINKS],
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
