import { lazyPage } from './lazyPage'

/*
 * Pages downloaded the first time they are opened, so a phone on a slow connection only fetches
 * the shell (header, landing page, sign-in, router and store) before the first screen. Each area
 * is one chunk (a module in pageChunks/), so moving around inside an area costs no more requests.
 * Reducers and sagas stay registered up front in store.ts: only the components are lazy.
 */

/**
 * The pages a chunk module exports, each lazy: `pages.X` is a component that downloads the chunk
 * the first time it is shown. Each page's wrapper is made once, so re-rendering never swaps it.
 */
function lazyChunk<Chunk extends object>(load: () => Promise<Chunk>): Chunk {
  const made = new Map<string, unknown>()
  return new Proxy({} as Chunk, {
    get(_pages, name) {
      if (typeof name !== 'string') return undefined
      if (!made.has(name)) made.set(name, lazyPage(() => load().then(chunk => chunk[name as keyof Chunk] as never)))
      return made.get(name)
    },
  })
}

export const adminPages = lazyChunk(() => import('./pageChunks/admin'))
export const dashboardPages = lazyChunk(() => import('./pageChunks/dashboard'))
export const contestPages = lazyChunk(() => import('./pageChunks/contests'))
export const exchangePages = lazyChunk(() => import('./pageChunks/exchange'))
export const walletPages = lazyChunk(() => import('./pageChunks/wallet'))
export const kycPages = lazyChunk(() => import('./pageChunks/kyc'))
export const supportPages = lazyChunk(() => import('./pageChunks/support'))
export const profilePages = lazyChunk(() => import('./pageChunks/profile'))
export const infoPages = lazyChunk(() => import('./pageChunks/info'))
export const gamesPages = lazyChunk(() => import('./pageChunks/games'))
