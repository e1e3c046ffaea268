// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Packages the pure rings (core, ports) must never touch: I/O, UI and wiring belong outside. */
const impureModules = [
  'react',
  'react-dom',
  'mobx',
  'mobx-react-lite',
  'axios',
  'socket.io',
  'socket.io-client',
  'inversify',
  'vike',
  'hono',
  'i18next',
  'react-i18next',
];
const impurePatterns = impureModules.flatMap((name) => [name, `${name}/*`]);
/** The UI's feature slices: each imports another only through that one's `index.ts`. */
const uiFeatures = ['account', 'wallet', 'dial-in', 'performers', 'messaging', 'live-chat', 'shell'];
const featureZones = uiFeatures.map((feature) => ({
  target: `./src/ui/features/${feature}/**`,
  from: [`./src/ui/features/!(${feature})/*/**`, `./src/ui/features/!(${feature})/!(index).ts?(x)`],
  message: "another feature's UI is reached only through its index.ts",
}));
const domGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'fetch',
  'navigator',
  'location',
  'XMLHttpRequest',
  'WebSocket',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      '.test-reports/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly' },
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 50, skipBlankLines: true, skipComments: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/core',
              from: './src',
              except: ['./core', './ports'],
              message: 'core imports only core and ports',
            },
            {
              target: './src/ports',
              from: './src',
              except: ['./core', './ports'],
              message: 'ports import only the core model',
            },
            {
              target: './src/ports/**',
              from: './src/core/**/!(*.model).ts',
              message: 'ports import only the core model (*.model.ts)',
            },
            {
              target: './src/core/**/*.model.ts',
              from: './src/!(core)/**',
              message: 'the model imports nothing of ours but other models',
            },
            {
              target: './src/core/**/*.model.ts',
              from: './src/core/**/!(*.model).ts',
              message: 'the model imports nothing of ours but other models',
            },
            { target: './src/adapters', from: './src/ui', message: 'adapters never import ui' },
            {
              target: './src/adapters',
              from: './src/composition',
              message: 'adapters never import composition',
            },
            ...featureZones,
            {
              target: './src/ui',
              from: './src/adapters',
              message: 'ui reaches adapters only through composition',
            },
            {
              target: ['./src/ui/features/*/components/**', './src/ui/components/**'],
              from: './src/composition',
              message: 'components get view models from hooks or props, never the composition root',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**', 'src/ports/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: impurePatterns, message: 'the core is pure: add a port' }] },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    // The UI gets its use-cases from the typed App's features (hooks, data loaders), never by
    // asking a container for an untyped token.
    files: ['src/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='getAsync']",
          message: 'ui gets use-cases from the App (useFeature, app.features), not from a container',
        },
      ],
    },
  },
  {
    // A feature's components live in its components/ folder, where the rules below hold them.
    files: ['src/ui/features/*/*.tsx', 'src/ui/features/*/!(components)/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: "a feature's components live in its components/ folder (hooks and view models are .ts)",
        },
      ],
    },
  },
  {
    // Components stay thin: hooks make their view models from the App; a component never reaches
    // for the App or its features itself.
    files: ['src/ui/features/*/components/**', 'src/ui/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/app-context'],
              importNames: ['useApp', 'useFeature'],
              message: "a component gets its view model from its feature's hooks or from props",
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS config files (jest.config.cjs) run in Node's module scope.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // The service worker runs in its own global scope, not a page's.
    files: ['public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly' } },
  },
  {
    files: ['test/**', 'scripts/**'],
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
  },
);
