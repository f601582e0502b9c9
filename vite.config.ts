import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { webManifest } from './src/shared/web-manifest.ts';

// The API server (npm run serve) listens here; `npm run dev` proxies /api to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Keeps Firebase chunks out of the service worker's precache. Chunk names depend on the bundler,
 * so the chunks are recognised by the modules they contain (recorded at generateBundle), and the
 * injectManifest transform drops them.
 */
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

/**
 * A lazy chunk's preload list without the modules the entry imports statically. Those are always
 * evaluated before any lazy import can run, and the prerendered pages link none of them (scripts/
 * prerender.ts), so Vite's preload helper re-added a `<link rel="modulepreload">` for each (React, the
 * router, the runtime…) at every lazy import: about ten requests to the memory cache in one task,
 * the longest task of the home page's start on a slow phone (the calculator's chunk). The bundle is
 * recorded before Vite writes the lists (generateBundle, order "pre").
 */
function createEntryPreloadFilter(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  let loadedWithEntry = new Set<string>();
  return {
    plugin: {
      name: 'curiero:entry-preload-filter',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loadedWithEntry = new Set();
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (loadedWithEntry.has(file) || chunk?.type !== 'chunk') return;
            loadedWithEntry.add(file);
            chunk.imports.forEach(visit);
          };
          for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
        },
      },
    },
    resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedWithEntry.has(dep)),
  };
}

function createPrecacheExclusions(): { plugin: Plugin; transform: ManifestTransform } {
  const excluded = new Set<string>();
  const isFirebaseModule = (id: string) => /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/.test(id);
  return {
    plugin: {
      name: 'curiero:precache-exclusions',
      apply: 'build',
      generateBundle(_options, bundle) {
        excluded.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.moduleIds.some(isFirebaseModule)) excluded.add(output.fileName);
        }
      },
    },
    transform: (entries) => ({
      manifest: entries.filter((entry) => !excluded.has(entry.url)),
      warnings: [],
    }),
  };
}
const precacheExclusions = createPrecacheExclusions();
const entryPreloadFilter = createEntryPreloadFilter();
const FORM_KIT = /[\\/]src[\\/](components[\\/](field|checkbox-field|select-field|error-summary|notice)\.(tsx|css)|shared[\\/]field-limits\.ts|lib[\\/](format|use-focus-when-painted)\.ts)$/;

// The theme must be applied before first paint: the tiny script is inlined rather than fetched
// (a render-blocking request), and the server allows exactly it by hash in its CSP.
function inlineBootScripts(): Plugin {
  return {
    name: 'curiero-inline-boot-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/<script src="\/(src\/boot\/[\w-]+\.js)" data-inline><\/script>/g, (_m, file: string) => {
          const code = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
            .split('\n')
            .filter((line) => !line.trimStart().startsWith('//'))
            .join('\n')
            .trim();
          return `<script>${code}</script>`;
        }),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The build-time renderer (src/entry-server.tsx, scripts/prerender.mjs) needs React only.
  plugins: isSsrBuild ? [react()] : [
    inlineBootScripts(),
    react(),
    precacheExclusions.plugin,
    entryPreloadFilter.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      // The glob below already lists the icons (and the plugin adds the manifest itself): listing
      // them twice would precache duplicates.
      includeManifestIcons: false,
      injectManifest: {
        // A classic (non-module) worker: registered without `type: 'module'`, works in every browser.
        rollupFormat: 'iife',
        // The shell, every route chunk (public pages, docs content), icons and the manifest.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,json}'],
        globIgnores: ['**/node_modules/**', 'robots.txt', 'manifest.webmanifest'],
        // Firebase is loaded only when push is used: never precached.
        manifestTransforms: [precacheExclusions.transform],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // PROFILE_BUILD=1: readable function names in CPU profiles (bench/profile-start.mjs).
    ...(process.env.PROFILE_BUILD ? { minify: false } : {}),
    modulePreload: { resolveDependencies: entryPreloadFilter.resolveDependencies },
    rolldownOptions: {
      output: {
        // The form kit (fields, their limits, the error summary, notices, number and date formats) is
        // one chunk with one stylesheet instead of eight of each: every form page and the calculator
        // needs most of it, and each extra file was another request (and another render-blocking
        // stylesheet on the prerendered form pages) at start.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'form-kit', test: FORM_KIT }] },
      },
    },
    // dist/.vite/manifest.json: the prerenderer links each page's CSS; the bench walks the graph.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
}));
