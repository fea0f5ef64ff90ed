import { defineConfig } from 'vite'

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
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
})
