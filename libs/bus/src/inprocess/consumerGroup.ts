import type { GroupMember, OffsetBook, TopicPartition } from './groupMember'
import type { TopicLog } from './topicLog'

/**
 * Kafka's group protocol in miniature: committed offsets per partition, and on every join or
 * leave a stop-the-world rebalance that lets live members finish their in-flight message first.
 */
export class ConsumerGroup implements OffsetBook {
  readonly #members = new Set<GroupMember>()
  readonly #offsets = new Map<string, number>()
  readonly #log: (topic: string) => TopicLog
  readonly #rebalanceTimeoutMs: number
  #rebalancing: Promise<void> = Promise.resolve()

  constructor(log: (topic: string) => TopicLog, rebalanceTimeoutMs: number) {
    this.#log = log
    this.#rebalanceTimeoutMs = rebalanceTimeoutMs
  }

  get size(): number {
    return this.#members.size
  }

  committed(tp: TopicPartition): number {
    return this.#offsets.get(offsetKey(tp)) ?? 0
  }

  commit(tp: TopicPartition, next: number): void {
    this.#offsets.set(offsetKey(tp), next)
  }

  async join(member: GroupMember): Promise<void> {
    for (const topic of member.options.topics) {
      const log = this.#log(topic)
      log.partitions.forEach((records, partition) => {
        const key = offsetKey({ topic, partition })
        // A group that never committed starts at the oldest record or at the current end.
        if (!this.#offsets.has(key)) this.#offsets.set(key, member.options.fromBeginning ? 0 : records.length)
      })
    }
    this.#members.add(member)
    await this.#rebalance()
  }

  async leave(member: GroupMember): Promise<void> {
    if (!this.#members.delete(member)) return
    await member.leave()
    await this.#rebalance()
  }

  /** Removes a member without waiting for it, as a broker does when a session expires. */
  async evict(member: GroupMember): Promise<void> {
    member.kill()
    if (this.#members.delete(member)) await this.#rebalance()
  }

  #rebalance(): Promise<void> {
    const run = this.#rebalancing.then(async () => {
      const members = [...this.#members]
      await Promise.all(members.map((m) => this.#stopOrEvict(m)))
      const live = members.filter((m) => m.alive)
      const assignment = assign(live, (topic) => this.#log(topic).partitions.length)
      for (const member of live) member.start(assignment.get(member) ?? [], this)
    })
    this.#rebalancing = run.catch(() => {})
    return run
  }

  // A member whose handler hangs past the rebalance timeout is dropped, as Kafka would drop it.
  async #stopOrEvict(member: GroupMember): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.#rebalanceTimeoutMs)))
    const outcome = await Promise.race([member.stop().then(() => 'stopped' as const), timedOut])
    clearTimeout(timer)
    if (outcome === 'timeout') {
      member.kill()
      this.#members.delete(member)
    }
  }
}

function assign(members: GroupMember[], partitionCount: (topic: string) => number): Map<GroupMember, TopicPartition[]> {
  const assignment = new Map<GroupMember, TopicPartition[]>(members.map((m) => [m, []]))
  const allTopics = [...new Set(members.flatMap((m) => m.options.topics))].sort()
  for (const topic of allTopics) {
    const eligible = members.filter((m) => m.options.topics.includes(topic))
    for (let partition = 0; partition < partitionCount(topic); partition++) {
      assignment.get(eligible[partition % eligible.length]!)!.push({ topic, partition })
    }
  }
  return assignment
}

function offsetKey(tp: TopicPartition): string {
  return `${tp.topic}\u0000${tp.partition}`
}
