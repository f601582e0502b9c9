// Lint: TypeScript rules, React hooks, and the one-way import architecture
// (app/pages -> features -> components/lib; a feature never imports another; sw/ and server/ only
// share src/shared/; in server/, db -> services -> http -> routes -> app, and the public door never
// imports the private one), plus no import cycles.
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

// server/: each tier imports only the tiers before it; main.ts (listen, shutdown) comes last. Every
// folder of server/ must be a tier or be named below with its reason.
const SERVER_TIERS = [
  ['db', 'db/ (the tables) imports no service, route, HTTP plumbing or wiring.'],
  ['services', 'services/ (the rules) import no route, no http/ and no wiring (app/): take what you need as an argument.'],
  ['http', 'http/ (HTTP plumbing) imports no route and no wiring (app/).'],
  ['routes', 'routes/ import no wiring (app/): read the shared contexts from the app (app.commerce, app.tracking, app.payouts).'],
  ['app', 'app/ (the composition root) is imported by main.ts only.'],
];
const SERVER_UNTIERED = {
  // Reference files read at run time, no code.
  data: 'data files',
  // The configuration is read by every tier (its Config type names the database, the carriers...).
  config: 'read by every tier',
  // How a worker thread is started on a module (its entry under tsx): used by db/ and services/, imports nothing.
  threads: 'worker-thread entry, used by every tier',
};
const serverFolders = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const folder of serverFolders) {
  if (!SERVER_TIERS.some(([tier]) => tier === folder) && !(folder in SERVER_UNTIERED)) {
    throw new Error(`eslint.config.js: server/${folder}/ has no tier: add it to SERVER_TIERS (or SERVER_UNTIERED with its reason).`);
  }
}
const serverZones = [
  ...SERVER_TIERS.map(([tier, message], i) => ({
    target: `./server/${tier}`,
    from: [...SERVER_TIERS.slice(i + 1).map(([above]) => `./server/${above}`), './server/main.ts'],
    message,
  })),
  {
    target: './server/routes/public',
    from: './server/routes/private',
    message: 'The public door imports nothing of the private door: move what both use to routes/shared/ (schemas), http/ or services/.',
  },
];

// server/services/: each folder is a module, used by the rest of the server only through its entry
// file (index.ts), which names what the module offers. Two kinds of file are read directly, by design:
// a module's job-kinds.ts (data only: payload types and retry policies, importing nothing but
// jobs/define.ts), which the jobs kernel (jobs/kinds.ts) collects to copy a kind's policy into the row
// it queues; and jobs/define.ts, the declarations those job-kinds.ts extend. Through an index.ts, both
// would be a cycle (jobs -> every module -> jobs). A module that draws documents also has documents.ts,
// a second entry with only its drawing code, which the render threads load instead of the whole module.
// Inside a module, files import each other directly, never their own index.ts.
const serverRoots = ['app', 'config', 'db', 'http', 'routes'].map((f) => `./server/${f}`);
const serviceModules = readdirSync(new URL('./server/services', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const moduleZones = serviceModules.map((module) => ({
  target: [...serverRoots, './server/main.ts', './server/services/*.ts', ...serviceModules.filter((m) => m !== module).map((m) => `./server/services/${m}`)],
  from: `./server/services/${module}`,
  except: ['./index.ts', './documents.ts', './job-kinds.ts', './define.ts'],
  message: `Use the ${module} module through its entry file, services/${module}/index.ts (add what you need to it).`,
}));
const ownEntryZones = serviceModules.map((module) => ({
  target: `./server/services/${module}`,
  from: `./server/services/${module}/index.ts`,
  message: 'Inside a module, import the file itself, not the module\'s own index.ts (a cycle).',
}));

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
      'import-x/no-restricted-paths': ['error', { zones: [...architectureZones, ...serverZones, ...moduleZones, ...ownEntryZones] }],
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
