import type { PushHub, PushMessage } from '@arena/service-kit'

export interface PushSink {
  send(text: string): void
}

/** Tracks sockets per user and per topic (a contest, a symbol); one serialisation per push. */
export class SocketRegistry implements PushHub {
  #byUser = new Map<string, Set<PushSink>>()
  #byTopic = new Map<string, Set<PushSink>>()
  #all = new Set<PushSink>()

  add(sink: PushSink, userId: string | undefined): void {
    this.#all.add(sink)
    if (userId) addTo(this.#byUser, userId, sink)
  }

  remove(sink: PushSink): void {
    this.#all.delete(sink)
    for (const map of [this.#byUser, this.#byTopic]) {
      for (const [key, set] of map) {
        set.delete(sink)
        if (set.size === 0) map.delete(key)
      }
    }
  }

  join(sink: PushSink, topic: string): void {
    addTo(this.#byTopic, topic, sink)
  }

  leave(sink: PushSink, topic: string): void {
    this.#byTopic.get(topic)?.delete(sink)
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
