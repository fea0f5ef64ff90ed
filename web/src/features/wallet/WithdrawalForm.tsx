import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { formatInr, validateWithdrawal } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import type { BankAccountDto } from './api'
import { inr } from './historyRows'
import { amountInput, withdrawalPreview } from './preview'
import { selectBalances } from './slice'
import { bankAccountsRequested, selectWithdrawal, withdrawalFormReset, withdrawalSubmitted, type WithdrawalField } from './withdrawalSlice'
import { selectTax, withdrawalWorkingCleared, withdrawalWorkingRequested } from './taxSlice'
import { TdsWorking } from './TdsWorking'
import { SubmitActions } from '../../ui/SubmitActions'

const accountLabel = (a: BankAccountDto) => `${a.bankName} •••• ${a.accountNo.slice(-4)} (${a.accountHolderName})`

/**
 * The withdrawal form (spec section 5): amount with a leading zero stripped, a saved bank
 * account, the received amount, TDS and TDS percent shown live, and the server's field
 * errors beside the fields until the player edits them.
 */
export function WithdrawalForm() {
  const dispatch = useAppDispatch()
  const state = useAppSelector(selectWithdrawal)
  const balances = useAppSelector(selectBalances)
  const [amount, setAmount] = useState('')
  const [chosen, setChosen] = useState('')
  const [touched, setTouched] = useState<Partial<Record<WithdrawalField, boolean>>>({})
  const banks = state.banks
  // The first saved account is preselected, so "First bank account is required" means there is none.
  const bankAccountId = chosen || banks.items[0]?._id || ''

  useEffect(() => {
    dispatch(bankAccountsRequested())
    return () => {
      dispatch(withdrawalFormReset())
    }
  }, [dispatch])
  useEffect(() => {
    if (state.status === 'sent') setAmount('')
  }, [state.status])
  // The server works the TDS out with the policy and the ledger the request will use.
  const amountValid = amount !== '' && !validateWithdrawal({ amount, bankAccountId: '-' }).amount
  useEffect(() => {
    dispatch(amountValid ? withdrawalWorkingRequested(amount) : withdrawalWorkingCleared())
  }, [dispatch, amount, amountValid])
  useEffect(() => () => {
    dispatch(withdrawalWorkingCleared())
  }, [dispatch])
  const tax = useAppSelector(selectTax).withdrawal
  // Rule 133 (TDS_POLICY=rule133): the figures depend on the year's ledger, so only the server's count.
  const working = amountValid && tax.amount === amount && tax.data?.working ? tax.data : null

  const clientErrors = validateWithdrawal({ amount, bankAccountId })
  const errorOf = (field: WithdrawalField) => (touched[field] ? clientErrors[field] : state.errors[field])
  const local = withdrawalPreview(amount)
  const preview = working ? { received: formatInr(working.paid), tds: formatInr(working.tds), percent: '30% of net winnings', formula: '' } : local
  const sending = state.status === 'sending'

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched({})
    dispatch(withdrawalSubmitted({ amount, bankAccountId }))
  }

  return (
    <form className="card withdrawal-form" noValidate aria-labelledby="withdrawal-form-title" onSubmit={submit}>
      <h2 id="withdrawal-form-title">Withdraw from your Winning Wallet</h2>
      <p className="wallet-muted">Available to withdraw: {balances ? inr(balances.winningamount) : '—'}</p>
      <Field label="Withdrawal amount (INR)" name="amount" inputMode="decimal" autoComplete="off" maxLength={12} value={amount}
        onChange={event => { setAmount(amountInput(event.target.value)); setTouched(t => ({ ...t, amount: true })) }} error={errorOf('amount')} />
      <dl className="tds-preview" aria-live="polite" aria-label="After TDS">
        <div><dt>Received amount</dt><dd>{preview ? `₹${preview.received}` : '—'}</dd></div>
        <div><dt>TDS amount</dt><dd>{preview ? `₹${preview.tds}` : '—'}</dd></div>
        <div><dt>TDS percent</dt><dd>{preview ? preview.percent : '—'}</dd></div>
      </dl>
      {working && <TdsWorking lines={working.lines} caption={`How your TDS is worked out (Rule 133, financial year ${working.working?.financialYear ?? ''})`} />}
      {amountValid && tax.amount === amount && tax.status === 'loading' && !working && local === null && <p className="wallet-muted">Working out your TDS…</p>}
      {!working && local && <p className="wallet-muted">TDS = {local.formula}, so TDS is {local.percent} of the amount you receive.</p>}
      <div className="field">
        <label htmlFor="withdrawal-bank">Bank account</label>
        <select id="withdrawal-bank" name="bank_account_id" value={bankAccountId} disabled={banks.items.length === 0}
          aria-invalid={errorOf('bankAccountId') ? true : undefined} aria-describedby={errorOf('bankAccountId') ? 'withdrawal-bank-error' : undefined}
          onChange={event => { setChosen(event.target.value); setTouched(t => ({ ...t, bankAccountId: true })) }}>
          {banks.items.length === 0 && <option value="">{banks.status === 'loading' ? 'Loading your bank accounts…' : 'No approved bank account'}</option>}
          {banks.items.map(account => <option key={account._id} value={account._id}>{accountLabel(account)}</option>)}
        </select>
        {errorOf('bankAccountId') && <p id="withdrawal-bank-error" className="field__error">{errorOf('bankAccountId')}</p>}
        {banks.status === 'loaded' && banks.items.length === 0 && (
          <p className="wallet-muted">Payouts go to an approved bank account. <Link to="/bankdetail">Add a bank account</Link></p>
        )}
        {banks.status === 'failed' && (
          <p role="alert" className="field__error">
            {banks.error} <button type="button" className="link-button" onClick={() => dispatch(bankAccountsRequested())}>Try again</button>
          </p>
        )}
      </div>
      {state.errors.form && (
        <p role="alert" className="field__error">
          {state.errors.form} {/kyc/i.test(state.errors.form) && <Link to="/kyc">Go to KYC</Link>}
        </p>
      )}
      {state.status === 'sent' && state.receipt && (
        <p role="status" className="wallet-success">
          {state.message}: {inr(state.receipt.amount)} requested, TDS {inr(state.receipt.tds)}, you receive {inr(state.receipt.paid)}.
        </p>
      )}
      <SubmitActions label="Withdraw" busyLabel="Submitting…" busy={sending}>
        <Link to="/withdrawalHistory">Withdrawal history</Link>
      </SubmitActions>
    </form>
  )
}
