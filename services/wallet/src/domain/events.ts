import { walletEvents, type RecordedEvent, type WalletEvent } from '@arena/contracts'

export type { WalletEvent, WalletEventType } from '@arena/contracts'

const definitions = new Map<string, (typeof walletEvents)[number]>(walletEvents.map(d => [d.type, d]))

export const isWalletEventType = (type: string): boolean => definitions.has(type)

/** A stored wallet event as the decider sees it, its data checked against the contract. */
export function toWalletEvent(event: Pick<RecordedEvent, 'type' | 'data' | 'stream'>): WalletEvent {
  const definition = definitions.get(event.type)
  if (!definition) throw new Error(`unexpected event ${event.type} in ${event.stream}`)
  return { type: definition.type, data: definition.parse(event.data) } as WalletEvent
}

/** The same with its instant: the financial year it falls in decides Rule 133's figures. */
export function toDatedWalletEvent(event: Pick<RecordedEvent, 'type' | 'data' | 'stream'> & { metadata: { at: string } }): WalletEvent & { at: string } {
  return { ...toWalletEvent(event), at: event.metadata.at }
}
