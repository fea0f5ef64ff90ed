import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { LoadStatus } from './listsSlice'

export interface Banner {
  src: string
  alt: string
}

/** Shown when the server has no banners call or no banners: the carousel never stands empty. */
export const BUNDLED_BANNERS: Banner[] = [
  { src: '/banners/banner-1.svg', alt: 'Trade live crypto prices with a virtual fund and win real prizes' },
  { src: '/banners/banner-2.svg', alt: 'Join several contests at once' },
  { src: '/banners/banner-3.svg', alt: 'Cancelled contests are refunded in full' },
]

export interface BannersState {
  items: Banner[]
  status: LoadStatus
}

const slice = createSlice({
  name: 'contestBanners',
  initialState: { items: BUNDLED_BANNERS, status: 'idle' } as BannersState,
  reducers: {
    bannersRequested: state => {
      state.status = 'loading'
    },
    bannersLoaded: (_state, action: PayloadAction<Banner[]>) => ({
      items: action.payload.length > 0 ? action.payload : BUNDLED_BANNERS,
      status: 'loaded' as const,
    }),
  },
})

export const { bannersRequested, bannersLoaded } = slice.actions
export const contestBannersReducer = slice.reducer

/** Banners from POST api/getBunner: a list of `{ file }` (bare or under `data`), served from /bunner/. */
export function bannersFrom(answer: unknown): Banner[] {
  const list: unknown = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data
  if (!Array.isArray(list)) return []
  return list.flatMap((entry, index) => {
    const file = (entry as { file?: unknown } | null)?.file
    if (typeof file !== 'string' || file === '') return []
    const src = /^(https?:)?\//.test(file) ? file : `/bunner/${encodeURIComponent(file)}`
    return [{ src, alt: `Banner ${index + 1}` }]
  })
}
