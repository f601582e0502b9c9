// Lint: TypeScript rules, React hooks, and the one-way import architecture
// (app/pages -> features -> components/lib; a feature never imports another; sw/ and server/ only
// share src/shared/), plus no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const architectureZones = [
  { target: './src/lib', from: ['./src/app', './src/pages', './src/features', './src/components'], message: 'lib/ is the bottom layer.' },
  { target: './src/components', from: ['./src/app', './src/pages', './src/features'], message: 'components/ may import only lib/.' },
  { target: './src/features', from: ['./src/app', './src/pages'], message: 'features/ may not import pages/ or app/.' },
  { target: './src/pages', from: ['./src/app'], message: 'pages/ may not import app/.' },
  { target: './src/shared', from: ['./src/app', './src/pages', './src/features', './src/components', './src/lib', './src/i18n'], message: 'shared/ holds pure data used by server and sw too.' },
  { target: './sw', from: './src', except: ['./shared'], message: 'sw/ may only import src/shared.' },
  { target: './server', from: './src', except: ['./shared'], message: 'server/ may only import src/shared.' },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature: compose them in pages/ or app/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'bench/results/', 'dist-*/', 'server/db/migrations/', 'build/', 'build-*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Without it import-x/no-cycle follows no .ts file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: architectureZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['public/**/*.js', 'src/boot/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/main.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
