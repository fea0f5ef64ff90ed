import type { PushHub, PushMessage } from '@arena/service-kit'

export interface PushSink {
  send(text: string): void
  /** Ends the connection (its session ended); optional for sinks that are not sockets. */
  close?(code: number, reason: string): void
}

/** Close code a socket gets when its session ends: the client must not reconnect with it. */
export const SESSION_ENDED_CLOSE = 4001
/** The last message a socket gets when its session ends (logout, all devices, block, role change). */
export const SESSION_ENDED_EVENT = 'sessionEnded'

/** Told when a topic gains its first follower or loses its last, so sources feed only followed topics. */
export interface TopicObserver {
  followed(topic: string): void
  unfollowed(topic: string): void
}

/** Tracks sockets per user and per topic (a contest, a symbol); one serialisation per push. */
export class SocketRegistry implements PushHub {
  #byUser = new Map<string, Set<PushSink>>()
  #byTopic = new Map<string, Set<PushSink>>()
  #all = new Set<PushSink>()
  #sessions = new Map<PushSink, string>()
  #observers = new Set<TopicObserver>()

  /** Watches topics gaining a first or losing a last follower; returns a function that stops watching. */
  observeTopics(observer: TopicObserver): () => void {
    this.#observers.add(observer)
    return () => this.#observers.delete(observer)
  }

  /** `sessionId` is the session the socket's ticket came from, so ending that session closes it. */
  add(sink: PushSink, userId: string | undefined, sessionId?: string): void {
    this.#all.add(sink)
    if (userId) addTo(this.#byUser, userId, sink)
    if (sessionId) this.#sessions.set(sink, sessionId)
  }

  remove(sink: PushSink): void {
    this.#all.delete(sink)
    this.#sessions.delete(sink)
    for (const [key, set] of this.#byUser) {
      set.delete(sink)
      if (set.size === 0) this.#byUser.delete(key)
    }
    for (const topic of [...this.#byTopic.keys()]) this.leave(sink, topic)
  }

  join(sink: PushSink, topic: string): void {
    const isNew = !this.#byTopic.has(topic)
    addTo(this.#byTopic, topic, sink)
    if (isNew) for (const observer of this.#observers) observer.followed(topic)
  }

  leave(sink: PushSink, topic: string): void {
    const set = this.#byTopic.get(topic)
    if (!set?.delete(sink) || set.size > 0) return
    this.#byTopic.delete(topic)
    for (const observer of this.#observers) observer.unfollowed(topic)
  }

  toUser(userId: string, message: PushMessage): void {
    broadcast(this.#byUser.get(userId), message)
  }

  toTopic(topic: string, message: PushMessage): void {
    broadcast(this.#byTopic.get(topic), message)
  }

  toAll(message: PushMessage): void {
    broadcast(this.#all, message)
  }

  endSessions(userId: string, sessionIds: readonly string[] | 'all'): void {
    const ending = [...(this.#byUser.get(userId) ?? [])].filter(sink => sessionIds === 'all' || sessionIds.includes(this.#sessions.get(sink) ?? ''))
    const notice = JSON.stringify({ event: SESSION_ENDED_EVENT, data: {} })
    for (const sink of ending) {
      this.remove(sink)
      // Said before the close, so the page signs the player out instead of reconnecting.
      sink.send(notice)
      sink.close?.(SESSION_ENDED_CLOSE, 'session ended')
    }
  }

  /** Open sockets signed in as this user. */
  connectionsOf(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0
  }

  get connectionCount(): number {
    return this.#all.size
  }
}

function addTo(map: Map<string, Set<PushSink>>, key: string, sink: PushSink): void {
  let set = map.get(key)
  if (!set) map.set(key, (set = new Set()))
  set.add(sink)
}

function broadcast(sinks: Set<PushSink> | undefined, message: PushMessage): void {
  if (!sinks || sinks.size === 0) return
  const text = JSON.stringify(message)
  for (const sink of sinks) sink.send(text)
}
