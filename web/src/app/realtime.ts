import type { UnknownAction } from '@reduxjs/toolkit'

/**
 * The live channel to the gateway. Each message `{ event, data }` becomes the action
 * `realtime/<event>` with `data` as payload, so features listen for the contract event
 * names they care about and nothing else needs to know a socket exists.
 */
export const realtimeActionType = (event: string) => `realtime/${event}`

export interface RealtimeOptions {
  url: string
  /**
   * A fresh single-use ticket for each connect (POST /api/socket-ticket with the session's token).
   * The session token itself never goes into the socket URL, where logs and proxies would keep it.
   * Rejects with a `status` of 401 once the session has ended.
   */
  ticket: () => Promise<string>
  onAction: (action: UnknownAction) => void
  /** The server refused a ticket because the session ended (logout elsewhere, block): no more retries. */
  onSessionEnded?: () => void
  /** Each (re)connect: pushes sent while the socket was down are lost, so lists are read again. */
  onOpen?: () => void
  /** Injected in tests; the browser's WebSocket otherwise. */
  WebSocketImpl?: new (url: string) => WebSocketLike
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
  random?: () => number
}

export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  /** Optional so test doubles that never follow topics need not implement it. */
  send?(data: string): void
  close(): void
}

export interface RealtimeClient {
  close(): void
  /**
   * Follows a topic (`market:BTCUSDT`, `contest:<id>`): the server then pushes its messages.
   * Remembered, so every reconnect follows it again. Optional for test doubles.
   */
  join?(topic: string): void
  leave?(topic: string): void
}

export type RealtimeConnect = (options: Omit<RealtimeOptions, 'url'> & { url?: string }) => RealtimeClient

const FIRST_RETRY_MS = 1000
const MAX_RETRY_MS = 30_000

/** Delay before reconnect attempt `attempt` (0-based): doubling, capped, with jitter so clients spread out. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt)
  return Math.round(base * (0.8 + 0.4 * random()))
}

/** The socket URL on the page's own host: the gateway serves both the app and /ws. */
export function defaultSocketUrl(): string {
  const { protocol, host } = window.location
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/ws`
}

export const connectRealtime: RealtimeConnect = options => {
  const {
    ticket,
    onAction,
    onSessionEnded = () => {},
    onOpen = () => {},
    WebSocketImpl = globalThis.WebSocket as unknown as new (url: string) => WebSocketLike,
    setTimer = (fn, ms) => setTimeout(fn, ms),
    clearTimer = handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random = Math.random,
  } = options
  const url = options.url ?? defaultSocketUrl()
  let attempt = 0
  let closed = false
  let socket: WebSocketLike | null = null
  let timer: unknown = null
  let isOpen = false
  const topics = new Set<string>()
  const sendTopic = (verb: 'join' | 'leave', topic: string) => {
    if (isOpen) socket?.send?.(JSON.stringify({ [verb]: topic }))
  }

  function scheduleRetry() {
    if (closed) return
    timer = setTimer(open, retryDelay(attempt, random))
    attempt += 1
  }

  function open() {
    timer = null
    if (closed) return
    ticket().then(
      fresh => {
        if (!closed) connect(fresh)
      },
      error => {
        if (closed) return
        if ((error as { status?: unknown } | null)?.status === 401) {
          // The session is over: reconnecting cannot help, the app signs the player out instead.
          closed = true
          onSessionEnded()
          return
        }
        scheduleRetry()
      },
    )
  }

  function connect(fresh: string) {
    try {
      // Browsers cannot set headers on a websocket: a short-lived single-use ticket goes in the URL.
      socket = new WebSocketImpl(`${url}?ticket=${encodeURIComponent(fresh)}`)
    } catch {
      scheduleRetry()
      return
    }
    socket.onopen = () => {
      attempt = 0
      isOpen = true
      for (const topic of topics) sendTopic('join', topic)
      onOpen()
    }
    socket.onmessage = message => {
      const action = toAction(message.data)
      if (action) onAction(action)
    }
    // A failed connection fires error then close; retrying on close alone avoids doubling up.
    socket.onerror = () => {}
    socket.onclose = () => {
      isOpen = false
      socket = null
      scheduleRetry()
    }
  }

  open()
  return {
    join(topic) {
      if (topics.has(topic)) return
      topics.add(topic)
      sendTopic('join', topic)
    },
    leave(topic) {
      if (!topics.delete(topic)) return
      sendTopic('leave', topic)
    },
    close() {
      closed = true
      if (timer !== null) clearTimer(timer)
      if (socket) {
        socket.onclose = null
        socket.close()
      }
    },
  }
}

function toAction(data: unknown): UnknownAction | null {
  if (typeof data !== 'string') return null
  try {
    const message = JSON.parse(data) as { event?: unknown; data?: unknown }
    if (typeof message.event !== 'string' || message.event === '') return null
    return { type: realtimeActionType(message.event), payload: message.data }
  } catch {
    return null
  }
}
