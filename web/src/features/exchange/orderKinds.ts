import type { OrderDto } from '@arena/contracts'
import type { OrderKind, OrderSide } from '@arena/domain'

/** The order types each side offers: stops protect a holding, so they sell. */
export const kindsOf = (side: OrderSide): OrderKind[] => (side === 'buy' ? ['market', 'limit'] : ['market', 'limit', 'stopLoss', 'stopLimit'])

export const kindLabel: Record<OrderKind, string> = { market: 'Market', limit: 'Limit', stopLoss: 'Stop-loss', stopLimit: 'Stop-limit' }

/** What each type does, in the player's words: shown under the picker. */
export function kindHelp(side: OrderSide, kind: OrderKind): string {
  const verb = side === 'buy' ? 'Buys' : 'Sells'
  switch (kind) {
    case 'market':
      return `${verb} now at the last market price. The total shown is an estimate at that price.`
    case 'limit':
      return side === 'buy'
        ? 'Buys at your price or lower. If the market is above your price, the order waits in Open Orders until it trades down to it.'
        : 'Sells at your price or higher. If the market is below your price, the order waits in Open Orders until it trades up to it.'
    case 'stopLoss':
      return 'Waits while the price is above your stop. When the last price falls to your stop or below, it sells at the market price of that moment, which can be below your stop if the market falls fast.'
    case 'stopLimit':
      return 'Two prices. Stop: when the last price falls to it, the order is triggered. Limit: it then sells at this price or higher. Set the limit at or below the stop so it can fill when triggered; if the price drops past your limit first, the order waits at the limit.'
  }
}

/** The order's kind, also for orders from before kinds existed. */
export const kindOfOrder = (order: OrderDto): OrderKind => order.kind ?? (order.transType === 'stopLoss' ? 'stopLimit' : 'limit')

const reasonText: Record<NonNullable<OrderDto['cancelReason']>, string> = {
  user: 'by you',
  contestEnded: 'contest ended',
  contestCancelled: 'contest cancelled',
}

/** Where an order is, as Open Orders and Order History say it. */
export function stateText(order: OrderDto): string {
  const state = order.state ?? (order.status === 'success' ? 'filled' : order.status === 'cancelled' ? 'cancelled' : 'open')
  switch (state) {
    case 'open':
      return order.stopLoss ? 'Open: waiting for the stop' : 'Open: waiting for the price'
    case 'triggered':
      return 'Triggered: waiting at the limit'
    case 'filled':
      return 'Filled'
    case 'cancelled':
      return order.cancelReason ? `Cancelled: ${reasonText[order.cancelReason]}` : 'Cancelled'
  }
}
