import { ownsNothing, type Bus, type Ownership } from './port'

/** This process's share of a topic's keys, as a consumer group splits them among its members. */
export interface KeyShare {
  owns(key: string): boolean
  /** Leaves the group: its partitions go to the other members. */
  close(): Promise<void>
}

export interface HoldShareOptions {
  bus: Pick<Bus, 'subscribe'>
  /** Every member of the group takes a disjoint share; when one leaves or dies, the rest take its share. */
  group: string
  topic: string
  /**
   * Called after each change of the share, with `owns` already answering for the new one; the
   * first call comes before `holdShare` resolves.
   */
  onChange?: (share: KeyShare) => void
}

/**
 * Joins `group` on `topic` only to hold a share of its keys: for work with one doer per key that
 * is not driven by the topic's messages (filling an account's resting orders on a market trade,
 * writing its board score on a tick). Its messages are never fetched.
 * Resolves once the first share is known.
 */
export async function holdShare(options: HoldShareOptions): Promise<KeyShare> {
  let current: Ownership = ownsNothing
  const share: KeyShare = {
    owns: key => current.owns(options.topic, key),
    close: async () => (await subscribed).close(),
  }
  const subscribed = options.bus.subscribe({
    topics: [options.topic],
    group: options.group,
    fromBeginning: false,
    holdOnly: true,
    handler: async () => {},
    onAssigned: ownership => {
      current = ownership
      options.onChange?.(share)
    },
  })
  await subscribed
  return share
}
