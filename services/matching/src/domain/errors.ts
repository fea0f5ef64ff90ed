/** Field keys of the exchange screen's two forms (spec section 5, Orders), plus the stop and side. */
export type OrderFieldKey = 'bprice' | 'bamount' | 'btotal' | 'sprice' | 'samount' | 'total' | 'stopLoss' | 'orderType' | 'kind'

/** Why an order command was refused for the contest's or the order's state, not its fields. */
export type OrderRefusal =
  | 'contestNotFound'
  | 'notJoined'
  | 'contestNotStarted'
  | 'contestEnded'
  | 'pairNotTraded'
  | 'orderNotFound'
  | 'orderNotOpen'

export class OrderRefused extends Error {
  constructor(readonly reason: OrderRefusal) {
    super(`order refused: ${reason}`)
    this.name = 'OrderRefused'
  }
}

/** Input that breaks a field rule; texts are keyed by the form field the screen shows them under. */
export class OrderFormInvalid extends Error {
  constructor(readonly errors: Partial<Record<OrderFieldKey, string>>) {
    super(Object.values(errors)[0] ?? 'Please check the highlighted fields')
    this.name = 'OrderFormInvalid'
  }
}

/** The player is on a time-out or self-exclusion (docs/adr/0017): no new order until it ends; `message` says until when. */
export class PlayerOnBreak extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PlayerOnBreak'
  }
}
