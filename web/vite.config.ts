import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { compiledCatalogues } from './compiled-catalogues.ts';
import { leanImports } from './lean-imports.ts';

// The API server (server/src/main.ts) listens on 127.0.0.1:3000 in development; Vite proxies to it
// so the browser sees one origin, as it does in production where Fastify serves web/dist itself.
// The address, not "localhost", which may resolve to ::1 first where the server does not listen.
const apiServer = 'http://127.0.0.1:3000';

/**
 * React Router 7's package names only its development build (dist/development: warnings and
 * checks for the developer), for every condition; its production build ships beside it, and
 * React Router 8 (Node 22) names it by default. Built pages take the production build: about
 * 0.5 kB less on every page's wire, the same code paths otherwise.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  // dist/.vite/manifest.json: which files each page's code needs, for the server to have the
  // browser preload those of the page it drew (decision 065).
  manifest: true,
  rolldownOptions: {
    // Lets the small shared chunks below be copied into their readers (no entry's exports are
    // read from outside the app).
    preserveEntrySignatures: false,
    output: {
      // Libraries every page needs, in their own long-cached chunks; libraries only some
      // pages use (zod, driver.js, dates) stay with those pages' lazy chunks. Everything else
      // the entry loads before any page is one chunk (the shell): as a dozen small shared
      // chunks it cost more on the wire, each compressed on its own (decision 045).
      codeSplitting: {
        // A shared chunk under 24 KiB is copied into the chunks that read it, one module state
        // all the same (Rolldown's registry): a page opened in the browser loads 10-21 files
        // rather than 20-72, each a request of its own before the page can draw (decision 077).
        experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
        groups: [
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
          },
          { name: 'shell', tags: ['$initial'] },
        ],
      },
    },
  },
};

/**
 * `vite build --ssr` builds the server's side of the public pages (src/entry-server.tsx, decision
 * 065) into dist-server: one bundle with its libraries, React's production build among them, as
 * the browser's, whatever NODE_ENV the server runs with (React's development build draws pages
 * several times slower). The entry is named by its content, as the chunks that import it are, and
 * dist-server/.vite/manifest.json names it: a server running while the app is rebuilt loads the
 * new one as a new module (Node keeps a module for as long as it runs).
 */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  manifest: true,
  rolldownOptions: {
    input: 'src/entry-server.tsx',
    output: { entryFileNames: '[name]-[hash].js' },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Absolute asset paths: Fastify answers every client-side route with index.html (SPA fallback).
  base: '/',
  plugins: [compiledCatalogues(), leanImports(), react()],
  ...(command === 'build' && { resolve: { alias: { 'react-router': reactRouterProduction } } }),
  build: isSsrBuild ? serverBuild : clientBuild,
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    proxy: {
      '/api': apiServer,
      // The development mailbox (/dev/mailbox) only; a client route that merely starts with
      // "dev" stays with Vite.
      '^/dev/': apiServer,
    },
  },
}));
