import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (server/src/main.ts) listens on 127.0.0.1:3000 in development; Vite proxies to it
// so the browser sees one origin, as it does in production where Fastify serves web/dist itself.
// The address, not "localhost", which may resolve to ::1 first where the server does not listen.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Absolute asset paths: Fastify answers every client-side route with index.html (SPA fallback).
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs, in their own long-cached chunks; libraries only some
        // pages use (zod, driver.js, dates) stay with those pages' lazy chunks. Everything else
        // the entry loads before any page is one chunk (the shell): as a dozen small shared
        // chunks it cost more on the wire, each compressed on its own (decision 045).
        codeSplitting: {
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
  },
  server: {
    proxy: {
      '/api': apiServer,
      // The development mailbox (/dev/mailbox) only; a client route that merely starts with
      // "dev" stays with Vite.
      '^/dev/': apiServer,
    },
  },
});
