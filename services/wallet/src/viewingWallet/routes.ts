import type { FastifyInstance } from 'fastify'
import { historyRows, historyTable, type HistoryTable } from '../readModel/transactionRows'
import { principalOf } from '@arena/service-kit'
import type { WalletRouteDeps } from '../adapters/routeDeps'
import { anyObject, dataReply, publicApi, publicRouteSchema, routeSchema, streams, type PublicCallKey } from '@arena/contracts'

/** The spec's history calls (section 7) and the table each one reads. */
export const historyCalls: Record<string, HistoryTable> = {
  gettransaction: 'all',
  getTransactionWallet: 'cash',
  getTransactionWithdral: 'winning',
  getbonustransaction: 'reward',
  getrefferaltransaction: 'referral',
  user_withdrawal_list: 'withdrawals',
}

/**
 * A player's balances and history tables. The user is always the token's; ids in a body are
 * ignored. A table is folded from the player's wallet stream as it is now, so it shows the
 * player's own last write whichever process wrote it.
 */
export function viewWalletRoutes(app: FastifyInstance, { view, guards, store }: WalletRouteDeps): void {
  const authenticated = { preHandler: guards.authenticate }

  app.get('/api/wallet-balance', { ...authenticated, schema: routeSchema('wallet', { description: 'The caller\'s cash, winning and reward balances', response: dataReply(anyObject('balances as decimal strings')) }) }, async request => ({ status: true, data: view.balances(principalOf(request).id) }))

  for (const [call, table] of Object.entries(historyCalls)) {
    app.post(`/api/${call}`, { ...authenticated, schema: publicRouteSchema('wallet', publicApi[`POST /api/${call}` as PublicCallKey]) }, async request => {
      const rows = historyRows(await store.readStream(streams.wallet(principalOf(request).id)), view.contestNames)
      return { status: true, data: historyTable(rows, table) }
    })
  }
}
