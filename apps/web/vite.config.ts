import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The root vitest config extends this file (project `web`), so keep paths anchored to this
// directory rather than to whatever the current working directory happens to be.
const root = fileURLToPath(new URL('.', import.meta.url));

// React Router 7's package exports resolve to its development build for every bundler
// (remix-run/react-router#12532, #14102): dev-only warnings and checks that production users
// download and run. A production build takes the production files the package ships beside them.
const routerDist = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
];

// The second pass of build/build.ts names the modules of the search page's shared file
// (build/chunk-plan.ts); a plain `vite build` or the dev server leaves chunking to the bundler.
const planFile = process.env.TB_SEARCH_CHUNK_PLAN;
const plan = planFile
  ? (JSON.parse(fs.readFileSync(planFile, 'utf8')) as { signedIn: string[]; guest: string[] })
  : { signedIn: [], guest: [] };
const signedInShared = new Set(plan.signedIn);
const guestShared = new Set(plan.guest);

export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  server: {
    port: 5173,
    // The server owns `/api` on the same origin in production; in dev we forward to it so
    // cookies (session, tb_csrf) stay first-party.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json maps each source module to its chunk and static imports: bench/bundle.ts
    // follows it to weigh what a route loads.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect: a schema no page uses is dropped with the module
      // code around it, rather than kept (with zod) because a constant beside it is imported.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // React, React DOM and React Router, which every route needs and which change less often
        // than our code, stay in one cached chunk. Every other library is split by the bundler along
        // the routes that use it: one chunk for all of Mantine and one for all other libraries made the
        // sign-in page download what only the search page or the project page uses (issue 13,
        // `npm run bench:bundle`).
        codeSplitting: {
          // A group takes only the modules it names, not their imports too: the plan leaves out
          // what the sign-in page loads, and the imports of a planned module may be among those.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'search-shared', test: (id: string) => signedInShared.has(id), priority: 1 },
            { name: 'guest-shared', test: (id: string) => guestShared.has(id), priority: 1 },
          ],
        },
      },
    },
  },
}));
