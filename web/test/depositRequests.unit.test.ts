import t from 'tap'
import { realtimeActionType } from '../src/app/realtime'
import { loggedOut, tokenReceived } from '../src/features/session/slice'
import type { PlayerDepositDto } from '../src/features/wallet/api'
import { depositRequestsRequested, selectDepositRequests } from '../src/features/wallet/slice'
import { depositSubmitted } from '../src/features/wallet/withdrawalSlice'
import { settle, setup, tokenFor, type Call } from './authHarness'

const pending: PlayerDepositDto = { _id: 'd2', tx_id: 'd2', amount: '450.00', method: 'UPI', reference: '412345678902', status: 'pending', date: '2026-03-01T10:00:00.000Z', reject: null }
const rejected: PlayerDepositDto = { ...pending, _id: 'd1', tx_id: 'd1', amount: '300.00', reference: '412345678901', status: 'rejected', reject: 'No such credit on the statement' }

function signedIn(rows: () => PlayerDepositDto[]) {
  const app = setup((call: Call) => {
    if (call.path === 'deposit-requests') return { status: true, data: rows() }
    if (call.path === 'deposit-request') return { status: true, message: 'Deposit request submitted' }
    if (call.path === 'wallet-balance') return { status: true, data: { balance: '0.00', winningamount: '0.00', bonus: '0.00' } }
    throw new Error(`unexpected call to ${call.path}`)
  })
  app.store.dispatch(tokenReceived(tokenFor({ sub: 'user-1', name: 'asha01' })))
  return app
}

t.test("the player's deposit requests load, and reload after a deposit is filed and when the wallet pushes a change", async t => {
  let rows = [rejected]
  const { store, api } = signedIn(() => rows)
  store.dispatch(depositRequestsRequested())
  await settle()
  t.match(selectDepositRequests(store.getState()), { status: 'loaded', rows: [{ _id: 'd1', status: 'rejected', reject: 'No such credit on the statement' }] })

  rows = [pending, rejected]
  store.dispatch(depositSubmitted({ amount: '450', method: 'UPI', reference: '412345678902' }))
  await settle()
  t.same(selectDepositRequests(store.getState()).rows.map(row => row._id), ['d2', 'd1'], 'the request just filed shows at once')

  rows = [{ ...pending, status: 'rejected', reject: 'Amount differs' }, rejected]
  const before = api.calls.filter(call => call.path === 'deposit-requests').length
  store.dispatch({ type: realtimeActionType('walletBalance'), payload: { balance: '0.00', winningamount: '0.00', bonus: '0.00' } })
  await settle()
  t.equal(api.calls.filter(call => call.path === 'deposit-requests').length, before + 1, 'a push reloads the list')
  t.match(selectDepositRequests(store.getState()).rows[0], { status: 'rejected', reject: 'Amount differs' })

  store.dispatch(loggedOut())
  t.same(selectDepositRequests(store.getState()), { rows: [], status: 'idle', error: null }, 'nothing stays for the next account')
})

t.test('a failed load is shown, not taken for "no requests"', async t => {
  const { store } = signedIn(() => { throw new Error('network down') })
  store.dispatch(depositRequestsRequested())
  await settle()
  t.match(selectDepositRequests(store.getState()), { status: 'failed', rows: [] })
  t.ok(selectDepositRequests(store.getState()).error)
})
