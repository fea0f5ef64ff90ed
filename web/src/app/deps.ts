import type { ApiClient } from './api'
import type { RealtimeConnect } from './realtime'

/** Where the session token lives between visits (localStorage in the browser). */
export interface TokenStorage {
  get(): string | null
  set(token: string): void
  remove(): void
}

/**
 * Everything a saga needs from the outside world, handed over through the saga context so
 * tests pass fakes: a fake API, a clock they control, a sleep they release by hand.
 */
export interface AppDeps {
  api: ApiClient
  storage: TokenStorage
  /** Milliseconds since the epoch. */
  now: () => number
  sleep: (ms: number) => Promise<void>
  navigate: (path: string) => void
  /** Absent in tests that do not exercise the live channel. */
  realtime?: RealtimeConnect
}

export function memoryStorage(initial: string | null = null): TokenStorage {
  let token = initial
  return { get: () => token, set: value => { token = value }, remove: () => { token = null } }
}

export function browserStorage(key: string): TokenStorage {
  return {
    get: () => localStorage.getItem(key),
    set: value => localStorage.setItem(key, value),
    remove: () => localStorage.removeItem(key),
  }
}

export const realSleep = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))
