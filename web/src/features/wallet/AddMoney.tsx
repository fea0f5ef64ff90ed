import { useState } from 'react'
import { Link } from 'react-router-dom'
import { playModeMessages } from '@arena/domain'
import { useAppSelector } from '../../app/hooks'
import { Modal } from '../../ui/Modal'
import { selectFreePlay } from '../playMode/slice'
import { useIsSignedIn } from '../session/useIsSignedIn'
import type { DepositMethod } from './api'
import { DepositRequestForm } from './DepositRequestForm'
import { DepositRequestsPanel } from './DepositRequestsPanel'
import { DEPOSIT_NOTES, paymentProvider } from './paymentProvider'
import { PlaceholderQr } from './PlaceholderQr'
import { BankTransferDetails, UpiDetails } from './ProviderDetails'
import { WalletLayout } from './WalletLayout'
import './wallet.css'

const METHODS: { value: DepositMethod; label: string }[] = [
  { value: 'NEFT/IMPS', label: 'NEFT/IMPS' },
  { value: 'UPI', label: 'UPI Transfer' },
]

/** Desktop only: the spec's UPI popup image is for a screen wide enough to scan from with a phone. */
const isDesktop = () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 64rem)').matches === true

/** How to pay (NEFT/IMPS by default, or UPI), the two notes, and the deposit request form. */
export function AddMoneyContent({ layout }: { layout: 'desktop' | 'mobile' }) {
  const [method, setMethod] = useState<DepositMethod>('NEFT/IMPS')
  const [popup, setPopup] = useState(false)
  const signedIn = useIsSignedIn()
  const freePlay = useAppSelector(selectFreePlay)

  function choose(next: DepositMethod) {
    setMethod(next)
    if (next === 'UPI' && layout === 'desktop' && isDesktop()) setPopup(true)
  }

  // Free play takes no money in: no payment details, no deposit form (the server refuses one too).
  if (freePlay) {
    return (
      <div className={`add-money add-money--${layout}`}>
        <p className="card" role="note">
          {playModeMessages.depositsOff}. <Link to="/contest/upcoming">See the upcoming contests</Link>
        </p>
      </div>
    )
  }

  return (
    <div className={`add-money add-money--${layout}`}>
      <section className="card add-money__how" aria-labelledby="add-money-how">
        <h2 id="add-money-how">How to pay</h2>
        <fieldset className="method-choice">
          <legend className="visually-hidden">Payment method</legend>
          {METHODS.map(option => (
            <label key={option.value} className={`method-choice__option${method === option.value ? ' method-choice__option--on' : ''}`}>
              <input type="radio" name="deposit-method" value={option.value} checked={method === option.value} onChange={() => choose(option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>
        {method === 'NEFT/IMPS' ? <BankTransferDetails /> : <UpiDetails qrSize={layout === 'mobile' ? 160 : 180} />}
        <p className="wallet-notice wallet-notice--strong">{DEPOSIT_NOTES.username}</p>
        <p className="wallet-muted">{DEPOSIT_NOTES.delay}</p>
      </section>
      {signedIn ? (
        <DepositRequestForm method={method} />
      ) : (
        <p className="card">
          <Link to="/login">Sign in</Link> to tell us about your transfer.
        </p>
      )}
      <Modal open={popup} title="Scan to pay by UPI" onClose={() => setPopup(false)}>
        <div className="upi-popup">
          <PlaceholderQr value={paymentProvider.upi.upiId} size={260} />
          <p>{DEPOSIT_NOTES.username}</p>
        </div>
      </Modal>
    </div>
  )
}

function SignedInDepositRequests() {
  return useIsSignedIn() ? <DepositRequestsPanel /> : null
}

/** /add-money: the add-money screen under the wallet summary and tabs. */
export function AddMoneyPage() {
  return (
    <WalletLayout title="Add Money">
      <AddMoneyContent layout="desktop" />
      {/* A visitor may read how to pay; only a signed-in player has requests to see. */}
      <SignedInDepositRequests />
    </WalletLayout>
  )
}

/** /add-money-mobile: the same content in one narrow column, without the summary strip or popup. */
export function AddMoneyMobilePage() {
  return (
    <article className="wallet-page wallet-page--mobile" aria-labelledby="add-money-mobile-title">
      <h1 id="add-money-mobile-title">Add Money</h1>
      <AddMoneyContent layout="mobile" />
    </article>
  )
}
