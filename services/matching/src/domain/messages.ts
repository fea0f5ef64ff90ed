import { messages, orderKindMessages } from '@arena/domain'

/**
 * Matching's user-facing texts. The spec names the field keys but none of the server's
 * wording, so every text here is ours (not in the spec); form texts come from @arena/domain so
 * the client and the server say the same thing for the same input.
 */
export const matchingMessages = {
  priceInvalid: messages.priceInvalid,
  quantityInvalid: messages.quantityInvalid,
  totalInvalid: messages.totalInvalid,
  insufficientBalance: 'Insufficient balance',
  insufficientQuantity: 'Insufficient quantity',
  stopLossInvalid: 'Please enter valid stop loss',
  stopLossSellOnly: 'Stop loss applies to sell orders only',
  stopLossRequired: orderKindMessages.stopRequired,
  stopLimitCannotFill: orderKindMessages.stopLimitCannotFill,
  noStopOnThisKind: orderKindMessages.noStopOnThisKind,
  marketNeedsPrice: orderKindMessages.marketNeedsPrice,
  kindInvalid: 'Please choose Market, Limit, Stop-loss or Stop-limit',
  contestNotFound: 'Contest not found',
  notJoined: 'Please participate in this contest first',
  contestNotStarted: 'Contest has not started yet',
  contestEnded: 'Contest is over',
  pairNotTraded: 'This pair is not traded in this contest',
  orderNotFound: 'Order not found',
  orderNotOpen: 'Order is already filled or cancelled',
  orderTypeInvalid: 'Please select Buy or Sell',
  contestRequired: 'Contest id is required',
  orderPlaced: 'Order placed successfully',
  orderFilled: 'Order placed and filled successfully',
  orderCancelled: 'Order cancelled successfully',
  busy: 'Please try again',
  statusInvalid: 'Status must be pending, success, cancelled or history',
} as const
