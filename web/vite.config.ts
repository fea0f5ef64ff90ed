import { defineConfig } from 'vite'

/** Matches modules of the named packages (a regex alternation) wherever npm installed them. */
const packages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`)

/**
 * How the build is split into chunks; pages themselves are split by route in src/app/lazyPages.ts.
 * Libraries get chunks of their own: a chunk's file name (content hash) then only changes when the
 * library is upgraded, so a release of our own code does not make phones download React again.
 * `$initial` limits a group to modules the first screen needs, the entry's static imports.
 */
const chunkGroups = [
  { name: 'react', test: packages('react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser'), priority: 30 },
  { name: 'redux', test: packages('@reduxjs|redux|react-redux|redux-saga|@redux-saga|immer|reselect|use-sync-external-store'), priority: 20 },
  // Only the trading screens draw charts, so only they download this chunk.
  { name: 'charts', test: packages('lightweight-charts|fancy-canvas'), priority: 20 },
  // The sortable tables of the wallet, contest, support and admin pages.
  { name: 'table', test: packages('@tanstack'), priority: 20 },
  // Any other library the first screen needs (typebox and decimal.js, through libs/contracts and libs/domain).
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 10 },
  // Our own code for the first screen stays in the entry chunk (the group takes the entry's name),
  // instead of being cut into tiny chunks wherever a lazy page shares a module with the shell.
  { name: 'index', tags: ['$initial' as const], priority: 0 },
]

// Vite 8 compiles TSX with oxc itself; no React plugin is installed, so JSX is configured here.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    // react-redux and react-router are hoisted beside an older react at the repo root;
    // without this the bundle would carry two Reacts and hooks would break.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // react-router marks its modules "use client", which means nothing in a plain client bundle.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
})
