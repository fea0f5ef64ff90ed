import type { PushHub, PushMessage } from '@arena/service-kit'

export interface PushSink {
  /**
   * `utf8` is `text` already encoded, once per push for every sink it goes to: a socket sends those
   * bytes instead of encoding the same text again for each of thousands of sockets.
   */
  send(text: string, utf8?: Buffer): void
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

/** What the registry knows of one sink, so removing it touches only its own user and topics. */
interface Member {
  userId: string | undefined
  sessionId: string | undefined
  /** Replaced, not grown, on each join or leave: exactly as long as it needs to be (concat allocates exactly; push, spread and filter leave 17 slots). */
  topics: readonly string[]
}

const NO_TOPICS: readonly string[] = Object.freeze([])

/** Tracks sockets per user and per topic (a contest, a symbol); one serialisation per push. */
export class SocketRegistry implements PushHub {
  #members = new Map<PushSink, Member>()
  /** Most users have one socket: that sink itself, and a set only from the second on (150 bytes less per socket). */
  #byUser = new Map<string, PushSink | Set<PushSink>>()
  #byTopic = new Map<string, Set<PushSink>>()
  #observers = new Set<TopicObserver>()

  /** Watches topics gaining a first or losing a last follower; returns a function that stops watching. */
  observeTopics(observer: TopicObserver): () => void {
    this.#observers.add(observer)
    return () => this.#observers.delete(observer)
  }

  /** `sessionId` is the session the socket's ticket came from, so ending that session closes it. */
  add(sink: PushSink, userId: string | undefined, sessionId?: string): void {
    if (this.#members.has(sink)) return
    this.#members.set(sink, { userId: userId || undefined, sessionId: sessionId || undefined, topics: NO_TOPICS })
    if (userId) {
      const sinks = this.#byUser.get(userId)
      if (!sinks) this.#byUser.set(userId, sink)
      else if (sinks instanceof Set) sinks.add(sink)
      else this.#byUser.set(userId, new Set([sinks, sink]))
    }
  }

  remove(sink: PushSink): void {
    const member = this.#members.get(sink)
    if (!member) return
    this.#members.delete(sink)
    if (member.userId) this.#removeUserSink(member.userId, sink)
    for (const topic of member.topics) this.#unfollow(sink, topic)
  }

  /** Only a sink that was added follows topics: a join racing its removal is dropped. */
  join(sink: PushSink, topic: string): void {
    const member = this.#members.get(sink)
    if (!member || member.topics.includes(topic)) return
    member.topics = member.topics.concat(topic)
    const isNew = !this.#byTopic.has(topic)
    addTo(this.#byTopic, topic, sink)
    if (isNew) for (const observer of this.#observers) observer.followed(topic)
  }

  leave(sink: PushSink, topic: string): void {
    const member = this.#members.get(sink)
    const at = member?.topics.indexOf(topic) ?? -1
    if (at === -1) return
    member!.topics = member!.topics.slice(0, at).concat(member!.topics.slice(at + 1))
    this.#unfollow(sink, topic)
  }

  /** Topics this sink follows, in the order it joined them. */
  topicsOf(sink: PushSink): readonly string[] {
    return this.#members.get(sink)?.topics ?? []
  }

  #removeUserSink(userId: string, sink: PushSink): void {
    const sinks = this.#byUser.get(userId)
    if (sinks === sink || (sinks instanceof Set && sinks.delete(sink) && sinks.size === 0)) this.#byUser.delete(userId)
  }

  #userSinks(userId: string): Set<PushSink> | PushSink[] {
    const sinks = this.#byUser.get(userId)
    return sinks instanceof Set ? sinks : sinks ? [sinks] : []
  }

  #unfollow(sink: PushSink, topic: string): void {
    if (!removeFrom(this.#byTopic, topic, sink)) return
    for (const observer of this.#observers) observer.unfollowed(topic)
  }

  toUser(userId: string, message: PushMessage): void {
    broadcast(this.#userSinks(userId), message)
  }

  toTopic(topic: string, message: PushMessage): void {
    broadcast(this.#byTopic.get(topic), message)
  }

  isFollowed(topic: string): boolean {
    return (this.#byTopic.get(topic)?.size ?? 0) > 0
  }

  isConnected(userId: string): boolean {
    return this.#byUser.has(userId)
  }

  toAll(message: PushMessage): void {
    broadcast(this.#members, message)
  }

  endSessions(userId: string, sessionIds: readonly string[] | 'all'): void {
    const ending = [...this.#userSinks(userId)].filter(sink => sessionIds === 'all' || sessionIds.includes(this.#members.get(sink)?.sessionId ?? ''))
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
    const sinks = this.#byUser.get(userId)
    return sinks instanceof Set ? sinks.size : sinks ? 1 : 0
  }

  get connectionCount(): number {
    return this.#members.size
  }
}

function addTo(map: Map<string, Set<PushSink>>, key: string, sink: PushSink): void {
  let set = map.get(key)
  if (!set) map.set(key, (set = new Set()))
  set.add(sink)
}

/** True when `sink` was the last one under `key`, which is then dropped. */
function removeFrom(map: Map<string, Set<PushSink>>, key: string, sink: PushSink): boolean {
  const set = map.get(key)
  if (!set?.delete(sink) || set.size > 0) return false
  map.delete(key)
  return true
}

/** Serialised and encoded once, whatever the number of sinks (a set or list of them, or the members' Map). */
function broadcast(sinks: Set<PushSink> | Map<PushSink, unknown> | PushSink[] | undefined, message: PushMessage): void {
  if (!sinks || (Array.isArray(sinks) ? sinks.length : sinks.size) === 0) return
  const text = JSON.stringify(message)
  const utf8 = Buffer.from(text)
  for (const sink of sinks instanceof Map ? sinks.keys() : sinks) sink.send(text, utf8)
}
