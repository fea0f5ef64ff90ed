import t from 'tap'
import type { UnknownAction } from '@reduxjs/toolkit'
import type { ApiClient } from '../src/app/api'
import { connectRealtime, retryDelay, type RealtimeConnect } from '../src/app/realtime'
import { makeStore } from '../src/app/store'
import { loggedOut, tokenReceived } from '../src/features/session/slice'
import { selectToasts, toastShown } from '../src/features/toast/slice'
import { FakeSocket } from './fakeSocket'

function fakeTimers() {
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = []
  return {
    timers,
    setTimer: (fn: () => void, ms: number) => {
      const timer = { fn, ms, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimer: (handle: unknown) => {
      ;(handle as { cleared: boolean }).cleared = true
    },
  }
}

t.beforeEach(() => {
  FakeSocket.opened = []
})

/** Lets a ticket fetch (a promise) hand over to the socket it opens. */
const settle = () => new Promise(resolve => setImmediate(resolve))

/** Hands out tickets t1, t2, ... and counts the fetches. */
function tickets() {
  let issued = 0
  return { fetch: async () => `t${++issued}`, get count() { return issued } }
}

t.test('messages become actions named after their event, malformed ones are dropped', async t => {
  const actions: UnknownAction[] = []
  connectRealtime({ url: 'ws://host/ws', ticket: async () => 'a b', onAction: a => actions.push(a), WebSocketImpl: FakeSocket })
  await settle()
  const socket = FakeSocket.opened[0]!
  t.equal(socket.url, 'ws://host/ws?ticket=a%20b', 'the socket URL carries a ticket, never the session token')
  socket.onmessage?.({ data: JSON.stringify({ event: 'LeaderboardChanged', data: { rank: 1 } }) })
  socket.onmessage?.({ data: 'not json' })
  socket.onmessage?.({ data: JSON.stringify({ data: 1 }) })
  t.same(actions, [{ type: 'realtime/LeaderboardChanged', payload: { rank: 1 } }])
})

t.test('every connect and reconnect fetches a fresh ticket', async t => {
  const clock = fakeTimers()
  const ticket = tickets()
  connectRealtime({ url: 'ws://h/ws', ticket: ticket.fetch, onAction: () => {}, WebSocketImpl: FakeSocket, random: () => 0.5, ...clock })
  await settle()
  FakeSocket.opened[0]!.onclose?.({})
  clock.timers[0]!.fn()
  await settle()
  t.same(FakeSocket.opened.map(socket => socket.url), ['ws://h/ws?ticket=t1', 'ws://h/ws?ticket=t2'])
})

t.test('a dropped connection is retried with growing delays, reset once connected', async t => {
  const clock = fakeTimers()
  connectRealtime({ url: 'ws://host/ws', ticket: async () => 'x', onAction: () => {}, WebSocketImpl: FakeSocket, random: () => 0.5, ...clock })
  await settle()
  FakeSocket.opened[0]!.onclose?.({})
  FakeSocket.opened.length = 0
  clock.timers[0]!.fn()
  await settle()
  FakeSocket.opened[0]!.onclose?.({})
  t.same(clock.timers.map(timer => timer.ms), [1000, 2000], 'the second retry waits twice as long')
  clock.timers[1]!.fn()
  await settle()
  FakeSocket.opened[1]!.onopen?.({})
  FakeSocket.opened[1]!.onclose?.({})
  t.equal(clock.timers[2]!.ms, 1000, 'a successful connection starts the backoff again')
})

t.test('a ticket that cannot be fetched is retried; a refused one (401) ends the channel', async t => {
  const clock = fakeTimers()
  let answer: 'offline' | 'ended' = 'offline'
  let ended = 0
  const ticket = async () => {
    throw answer === 'offline' ? Object.assign(new Error('offline'), { status: 0 }) : Object.assign(new Error('ended'), { status: 401 })
  }
  connectRealtime({ url: 'ws://h/ws', ticket, onAction: () => {}, onSessionEnded: () => ended++, WebSocketImpl: FakeSocket, ...clock })
  await settle()
  t.equal(clock.timers.length, 1, 'a network failure is retried')
  answer = 'ended'
  clock.timers[0]!.fn()
  await settle()
  t.equal(ended, 1, 'the session end is reported')
  t.equal(clock.timers.length, 1, 'and nothing is retried after it')
  t.equal(FakeSocket.opened.length, 0, 'no socket was opened')
})

t.test('a socket that cannot even be created is retried instead of throwing', async t => {
  const clock = fakeTimers()
  class Refusing {
    constructor() {
      throw new Error('blocked')
    }
  }
  connectRealtime({ url: 'ws://h/ws', ticket: async () => 'x', onAction: () => {}, WebSocketImpl: Refusing as never, ...clock })
  await settle()
  t.equal(clock.timers.length, 1)
})

t.test('closing the client stops retries and closes the socket', async t => {
  const clock = fakeTimers()
  const client = connectRealtime({ url: 'ws://h/ws', ticket: async () => 'x', onAction: () => {}, WebSocketImpl: FakeSocket, ...clock })
  await settle()
  client.close()
  t.ok(FakeSocket.opened[0]!.closed)
  FakeSocket.opened[0]!.onclose?.({})
  t.equal(clock.timers.length, 0)
})

t.test('a client closed while its ticket is on the way opens no socket', async t => {
  const client = connectRealtime({ url: 'ws://h/ws', ticket: async () => 'x', onAction: () => {}, WebSocketImpl: FakeSocket })
  client.close()
  await settle()
  t.equal(FakeSocket.opened.length, 0)
})

t.test('backoff never exceeds 30 s plus jitter', async t => {
  t.equal(retryDelay(20, () => 1), 36_000)
  t.equal(retryDelay(0, () => 0), 800)
})

t.test('the store opens the channel with tickets from the API, forwards its actions, and closes it on logout', async t => {
  const opened: { ticket: () => Promise<string>; emit: (a: UnknownAction) => void; closed: boolean }[] = []
  const realtime: RealtimeConnect = ({ ticket, onAction }) => {
    const connection = { ticket, emit: onAction, closed: false }
    opened.push(connection)
    return { close: () => void (connection.closed = true) }
  }
  const posted: string[] = []
  const api = { post: async (path: string) => (posted.push(path), { status: true, ticket: 'tk-1' }) } as unknown as ApiClient
  const store = makeStore(undefined, { api, realtime })
  const token = `h.${Buffer.from(JSON.stringify({ sub: 'u1', name: 'A' })).toString('base64url')}.s`
  t.equal(opened.length, 0, 'no channel without a token')
  store.dispatch(tokenReceived(token))
  t.equal(await opened[0]?.ticket(), 'tk-1', 'the channel fetches its tickets through the API client')
  t.same(posted, ['socket-ticket'])
  // Any action the channel emits reaches the reducers; a toast makes that visible through a selector.
  opened[0]!.emit({ type: toastShown.type, payload: { id: 't1', kind: 'info', text: 'from the socket' } })
  t.same(selectToasts(store.getState()).map(toast => toast.text), ['from the socket'])
  store.dispatch(loggedOut())
  t.ok(opened[0]!.closed, 'logout closes the channel')
  t.equal(opened.length, 1, 'no new channel without a token')
  store.dispatch(tokenReceived(token))
  t.equal(opened.length, 2, 'signing in again opens a new channel')
})

t.test('every open, the first and each reconnect, is reported so lists can be read again', async t => {
  const timers = fakeTimers()
  let opens = 0
  connectRealtime({ url: 'ws://host/ws', ticket: tickets().fetch, onAction: () => {}, onOpen: () => void opens++, WebSocketImpl: FakeSocket, ...timers, random: () => 0.5 })
  await settle()
  FakeSocket.opened[0]!.onopen?.({})
  t.equal(opens, 1)
  FakeSocket.opened[0]!.onclose?.({})
  timers.timers.at(-1)!.fn()
  await settle()
  FakeSocket.opened[1]!.onopen?.({})
  t.equal(opens, 2)
})
