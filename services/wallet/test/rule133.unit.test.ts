import t from 'tap'
import {
  decide, depositGstSplit, financialYearOf, foldWallet, rule133AtWithdrawal, rule133AtYearEnd, checkWithdrawalWorking,
  type DatedWalletEvent, type WalletCommand,
} from '../src/index'
import { cmd } from './support'

/*
 * Rule 133 (Notification 28/2023) and CBDT Circular 5/2023. The circular's own tables are not
 * reproduced here word for word (we could not check its text): these cases are rebuilt from the
 * rule's sub-rules, using the circular's opening situation (deposit 1,000, win 1,500) and each
 * situation the circular walks through: a first withdrawal with no net winnings taxed before,
 * later withdrawals with the net winnings already taxed subtracted, deposits above withdrawals
 * (no TDS), the year-end computation on the closing balance, and the balance carried into the
 * next year as its opening balance. The "subsequent withdrawal" and "year end" figures of the
 * second block are the worked example operators publish for the same rule (opening 1,000;
 * deposits 34,000; withdrawals 25,000 then 16,000; 2,000 of net winnings taxed before).
 */

t.test('first withdrawal of the year: deposit 1,000, win 1,500, withdraw 2,000 -> net winnings 1,000, TDS 300', async t => {
  const working = rule133AtWithdrawal({ financialYear: '2026-27', withdrawal: '2000', withdrawnBefore: '0', nonTaxableDeposits: '1000', openingBalance: '0', alreadyTaxed: '0' })
  t.match(working, { withdrawnInYear: '2000.00', netWinnings: '1000.00', ratePercent: '30', tds: '300.00', paid: '1700.00' })
  t.strictSame(checkWithdrawalWorking(working), [], 'the recorded working recomputes')
})

t.test('later withdrawals subtract the net winnings already taxed', async t => {
  // After the 2,000 above (1,000 taxed): the remaining 500 of the balance is all winnings.
  const second = rule133AtWithdrawal({ financialYear: '2026-27', withdrawal: '500', withdrawnBefore: '2000', nonTaxableDeposits: '1000', openingBalance: '0', alreadyTaxed: '1000' })
  t.match(second, { withdrawnInYear: '2500.00', netWinnings: '500.00', tds: '150.00', paid: '350.00' })
  const published = rule133AtWithdrawal({ financialYear: '2023-24', withdrawal: '16000', withdrawnBefore: '25000', nonTaxableDeposits: '34000', openingBalance: '1000', alreadyTaxed: '2000' })
  t.match(published, { withdrawnInYear: '41000.00', netWinnings: '4000.00', tds: '1200.00', paid: '14800.00' })
})

t.test('deposits above withdrawals: no net winnings, no TDS', async t => {
  t.match(rule133AtWithdrawal({ financialYear: '2026-27', withdrawal: '3000', withdrawnBefore: '0', nonTaxableDeposits: '5000', openingBalance: '0', alreadyTaxed: '0' }), { netWinnings: '0.00', tds: '0.00', paid: '3000.00' })
  // A new deposit after taxed withdrawals: the subtraction goes negative, the TDS stays 0.
  t.match(rule133AtWithdrawal({ financialYear: '2026-27', withdrawal: '800', withdrawnBefore: '2500', nonTaxableDeposits: '2000', openingBalance: '0', alreadyTaxed: '1500' }), { netWinnings: '0.00', tds: '0.00' })
})

t.test('year end: (withdrawals + closing balance) - (deposits + opening balance + already taxed)', async t => {
  t.match(rule133AtYearEnd({ financialYear: '2026-27', withdrawnInYear: '3300', closingBalance: '1200', nonTaxableDeposits: '2000', openingBalance: '0', alreadyTaxed: '1500' }), { netWinnings: '1000.00', tds: '300.00' })
  // The published year-end case: 1,800 of TDS taken during the year = 6,000 of net winnings taxed.
  t.match(rule133AtYearEnd({ financialYear: '2023-24', withdrawnInYear: '41000', closingBalance: '5000', nonTaxableDeposits: '34000', openingBalance: '1000', alreadyTaxed: '6000' }), { netWinnings: '5000.00', tds: '1500.00' })
  t.match(rule133AtYearEnd({ financialYear: '2023-24', withdrawnInYear: '41000', closingBalance: '5000', nonTaxableDeposits: '60000', openingBalance: '1000', alreadyTaxed: '6000' }), { netWinnings: '0.00', tds: '0.00' })
})

t.test('financial years run April to March, India time', async t => {
  t.equal(financialYearOf('2027-03-31T18:29:59.999Z'), '2026-27', '31 March 23:59:59 IST')
  t.equal(financialYearOf('2027-03-31T18:30:00.000Z'), '2027-28', '1 April 00:00 IST')
  t.equal(financialYearOf('2026-04-01T00:00:00.000Z'), '2026-27')
})

t.test('GST on a deposit is inside its face value: credited = gross / (1 + rate), half-up to the paisa', async t => {
  t.strictSame(depositGstSplit('1280', '0.28'), { gross: '1280.00', gst: '280.00', credited: '1000.00', gstRate: '0.28' })
  t.strictSame(depositGstSplit('100', '0.28'), { gross: '100.00', gst: '21.87', credited: '78.13', gstRate: '0.28' }, '78.125 rounds up; GST is what is left')
  t.strictSame(depositGstSplit('1400', '0.4'), { gross: '1400.00', gst: '400.00', credited: '1000.00', gstRate: '0.4' })
  t.strictSame(depositGstSplit('500', '0'), { gross: '500.00', gst: '0.00', credited: '500.00', gstRate: '0' })
})

/** Decides each command on the dated events before it, as the command runner does. */
function play(commands: WalletCommand[]): DatedWalletEvent[] {
  const events: DatedWalletEvent[] = []
  for (const command of commands) events.push(...decide(command, foldWallet(events)).map(e => ({ ...e, at: command.at })))
  return events
}
const at = (iso: string) => ({ at: iso })
const rule133 = { tdsPolicy: 'rule133' as const }

t.test('the wallet takes Rule 133 figures from its ledger and records the working on the withdrawal', async t => {
  const d = cmd.deposit('1000', at('2026-04-02T10:00:00Z'))
  const events = play([
    d, cmd.confirm(d.depositId, at('2026-04-02T11:00:00Z')),
    cmd.fee('k1', '1000', { ...at('2026-04-03T10:00:00Z'), ticked: { cash: true, winning: false, reward: false } }),
    cmd.prize('k1', '2500', at('2026-04-04T10:00:00Z')),
    cmd.withdraw('2000', { ...rule133, ...at('2026-04-05T10:00:00Z') }),
    cmd.withdraw('500', { ...rule133, ...at('2026-04-06T10:00:00Z') }),
  ])
  const withdrawals = events.filter(e => e.type === 'WithdrawalRequested').map(e => e.data as { tds: { policy: string; tax: string; paid: string; working: object } })
  t.match(withdrawals[0]!.tds, {
    policy: 'rule133', tax: '300.00', paid: '1700.00',
    working: { financialYear: '2026-27', withdrawal: '2000.00', withdrawnBefore: '0.00', nonTaxableDeposits: '1000.00', openingBalance: '0.00', alreadyTaxed: '0.00', withdrawnInYear: '2000.00', netWinnings: '1000.00', tds: '300.00' },
  })
  t.match(withdrawals[1]!.tds, { tax: '150.00', working: { withdrawnBefore: '2000.00', alreadyTaxed: '1000.00', netWinnings: '500.00' } })
})

t.test('a rejected withdrawal no longer counts, nor the net winnings taxed on it', async t => {
  const d = cmd.deposit('1000', at('2026-04-02T10:00:00Z'))
  const w = cmd.withdraw('2000', { ...rule133, ...at('2026-04-05T10:00:00Z') })
  const events = play([
    d, cmd.confirm(d.depositId, at('2026-04-02T11:00:00Z')), cmd.prize('k1', '2000', at('2026-04-04T10:00:00Z')),
    w, { ...cmd.rejectWithdrawal(w.withdrawalId), ...at('2026-04-05T12:00:00Z') },
    cmd.withdraw('2000', { ...rule133, ...at('2026-04-06T10:00:00Z') }),
  ])
  const last = events.filter(e => e.type === 'WithdrawalRequested').at(-1)!.data as { tds: { working: object } }
  t.match(last.tds.working, { withdrawnBefore: '0.00', alreadyTaxed: '0.00', netWinnings: '1000.00' })
})

t.test('year end taxes what is left on the closing balance, once; the rest opens the next year', async t => {
  const d = cmd.deposit('1000', at('2026-04-02T10:00:00Z'))
  const d2 = cmd.deposit('1000', at('2026-06-01T10:00:00Z'))
  const commands: WalletCommand[] = [
    d, cmd.confirm(d.depositId, at('2026-04-02T11:00:00Z')), cmd.prize('k1', '2500', at('2026-04-04T10:00:00Z')),
    cmd.fee('k2', '1000', { ...at('2026-04-04T11:00:00Z'), ticked: { cash: true, winning: false, reward: false } }),
    cmd.withdraw('2000', { ...rule133, ...at('2026-04-05T10:00:00Z') }),
    cmd.withdraw('500', { ...rule133, ...at('2026-04-06T10:00:00Z') }),
    d2, cmd.confirm(d2.depositId, at('2026-06-01T11:00:00Z')),
    cmd.prize('k3', '1000', at('2026-11-01T12:00:00Z')),
    cmd.withdraw('800', { ...rule133, ...at('2026-12-01T10:00:00Z') }),
  ]
  const events = play(commands)
  // Cash 1,000 (second deposit), winnings 2,500 - 2,000 - 500 - 800 + 1,000 = 200: closing 1,200.
  const state = foldWallet(events)
  t.equal(state.wallets.cash.plus(state.wallets.winning).toFixed(2), '1200.00')
  // A prize on 1 April (next year) happens before the step runs: the closing balance stays 1,200.
  const after = play([...commands, cmd.prize('k4', '1100', at('2027-04-01T05:00:00Z'))])
  const close: WalletCommand = { type: 'CloseTaxYear', commandId: 'close-2026-27', userId: 'u1', at: '2027-04-02T00:00:00Z', financialYear: '2026-27' }
  const closed = decide(close, foldWallet(after))
  t.match(closed, [{ type: 'TaxYearClosed', data: {
    financialYear: '2026-27',
    working: { withdrawnInYear: '3300.00', closingBalance: '1200.00', nonTaxableDeposits: '2000.00', openingBalance: '0.00', alreadyTaxed: '1500.00', netWinnings: '1000.00', tds: '300.00' },
    debit: { winning: '300.00', cash: '0.00', reward: '0.00' }, uncollected: '0.00',
  } }])
  const dated = [...after, ...closed.map(e => ({ ...e, at: close.at }))]
  t.strictSame(decide({ ...close, commandId: 'close-again' }, foldWallet(dated)), [], 'a second close of the year records nothing')
  t.throws(() => decide({ ...close, commandId: 'too-early', at: '2027-03-31T18:00:00Z' }, foldWallet(after)), /not ended/, 'the year must be over')
  t.match(decide(cmd.withdraw('200', { ...rule133, ...at('2026-12-02T10:00:00Z') }), foldWallet(events)), [{ data: { tds: { working: { netWinnings: '0.00' } } } }], 'deposits above what is withdrawn: no TDS')
  // Opening balance carried forward: 1,200 - 300 = 900; of 1,000 withdrawn now, 100 are net winnings.
  const withdrawn = decide(cmd.withdraw('1000', { ...rule133, ...at('2027-04-03T10:00:00Z') }), foldWallet(dated))
  t.match(withdrawn, [{ type: 'WithdrawalRequested', data: { tds: { working: { financialYear: '2027-28', openingBalance: '900.00', netWinnings: '100.00', tds: '30.00' } } } }])
})
