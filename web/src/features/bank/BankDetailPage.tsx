import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { KycPromptModal } from '../kyc/KycPromptModal'
import { BankForm } from './BankForm'
import { BankList, UpiList } from './SavedLists'
import { bankPageRequested, bankTabChosen, holderName, selectBankGate, selectBankPage, type BankTab } from './slice'
import { UpiForm } from './UpiForm'
import '../kyc/kyc.css'
import './bank.css'

const TABS: { id: BankTab; label: string }[] = [
  { id: 'bank', label: 'Add Bank' },
  { id: 'upi', label: 'Add UPI' },
]

/** /bankdetail: Add Bank and Add UPI tabs, each with its saved list; the forms need completed KYC. */
export function BankDetailPage() {
  const dispatch = useAppDispatch()
  const [page] = useLoadOnMount(selectBankPage, bankPageRequested())
  const gate = useAppSelector(selectBankGate)
  const { profile, tab } = page
  return (
    <section className="page bank-page" aria-labelledby="bank-title" aria-busy={page.status === 'loading'}>
      <h1 id="bank-title">Bank Details</h1>
      {page.status === 'failed' && <p role="alert" className="field__error">{page.error}</p>}
      <div role="tablist" aria-label="Payout details" className="bank-tabs">
        {TABS.map(t => (
          <button key={t.id} id={`bank-tab-${t.id}`} type="button" role="tab" aria-selected={tab === t.id} aria-controls={`bank-panel-${t.id}`}
            className={`bank-tab${tab === t.id ? ' bank-tab--active' : ''}`} onClick={() => dispatch(bankTabChosen(t.id))}>
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`bank-panel-${tab}`} aria-labelledby={`bank-tab-${tab}`} className="card bank-panel">
        {profile && gate && (
          <p role="status" className="bank-gate">
            {gate} <Link to="/kyc">Go to KYC</Link>
          </p>
        )}
        {profile && !gate && (tab === 'bank' ? <BankForm holder={holderName(profile)} /> : <UpiForm />)}
        <h2>{tab === 'bank' ? 'Saved bank accounts' : 'Saved UPI IDs'}</h2>
        {tab === 'bank' ? <BankList accounts={page.accounts} /> : <UpiList upis={page.upis} />}
      </div>
      {profile && <KycPromptModal videoStatus={profile.videoStatus} />}
    </section>
  )
}
