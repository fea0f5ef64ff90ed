import type { Consumer } from 'kafkajs'

/**
 * Resolves once the consumer has joined its group and fixed its starting offsets: after the
 * join, kafkajs resolves positions (earliest/latest for partitions never committed) before its
 * first fetch. So whatever is published after this resolves is delivered to the group.
 * Rejects if the consumer crashes first for good; a crash kafkajs restarts from (a retriable
 * error, such as a broker that has just started and is still loading its group coordinator) is
 * waited out.
 */
export function joinedAndPositioned(consumer: Consumer, options: { fetches: boolean } = { fetches: true }): Promise<void> {
  return new Promise((resolve, reject) => {
    const listeners: Array<() => void> = []
    const settle = (error?: unknown) => {
      for (const remove of listeners) remove()
      if (error === undefined) resolve()
      else reject(error)
    }
    listeners.push(
      consumer.on(consumer.events.GROUP_JOIN, (event) => {
        const assigned = Object.values(event.payload.memberAssignment).some((partitions) => partitions.length > 0)
        // A member that fetches nothing has no positions to wait for.
        if (!assigned || !options.fetches) return settle()
        listeners.push(consumer.on(consumer.events.FETCH, () => settle()))
      }),
      consumer.on(consumer.events.CRASH, (event) => {
        if (!event.payload.restart) settle(event.payload.error)
      }),
    )
  })
}
