import { memoryStorage } from '../src/app/deps'
import type { ApiClient } from '../src/app/api'
import { makeStore } from '../src/app/store'
import { selectToasts } from '../src/features/toast/slice'

export const NOW_SECONDS = 1_700_000_000

/** A readable JWT; the client never checks signatures, the server does. */
export function tokenFor(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: NOW_SECONDS + 3600, ...claims })}.signature`
}

export type Call = { method: 'get' | 'post' | 'postForm'; path: string; body: unknown }
export type Answer = (call: Call) => unknown

/** A fake API that records every call and answers through one function (throw to refuse). */
export function fakeApi(answer: Answer): ApiClient & { calls: Call[] } {
  const calls: Call[] = []
  const respond = async <T>(call: Call): Promise<T> => {
    calls.push(call)
    return (await answer(call)) as T
  }
  return {
    calls,
    get: path => respond({ method: 'get', path, body: undefined }),
    post: (path, body) => respond({ method: 'post', path, body }),
    postForm: (path, form) => respond({ method: 'postForm', path, body: form }),
  }
}

/** A sleep the test releases by hand, so app timers are checked without waiting. */
export function manualSleep() {
  const pending: { ms: number; release: () => void }[] = []
  return {
    pending,
    sleep: (ms: number) => new Promise<void>(resolve => pending.push({ ms, release: resolve })),
    /** Releases the first wait of exactly `ms`; fails loudly when there is none. */
    release(ms: number) {
      const index = pending.findIndex(wait => wait.ms === ms)
      if (index < 0) throw new Error(`nothing waits ${ms} ms (waiting: ${pending.map(wait => wait.ms).join(', ') || 'none'})`)
      pending.splice(index, 1)[0]!.release()
    },
  }
}

/** Lets promises and the sagas waiting on them run. */
export async function settle(rounds = 5) {
  for (let i = 0; i < rounds; i += 1) await new Promise(resolve => setImmediate(resolve))
}

export function setup(answer: Answer, stored: string | null = null) {
  const api = fakeApi(answer)
  const storage = memoryStorage(stored)
  const navigations: string[] = []
  const clock = manualSleep()
  const store = makeStore(undefined, { api, storage, now: () => NOW_SECONDS * 1000, sleep: clock.sleep, navigate: path => navigations.push(path) })
  const toasts = () => selectToasts(store.getState()).map(toast => [toast.kind, toast.text])
  return { api, storage, navigations, clock, store, toasts }
}
