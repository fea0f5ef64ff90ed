import { CopyButton } from '../../ui/CopyButton'
import { paymentProvider } from './paymentProvider'
import { PlaceholderQr } from './PlaceholderQr'

const { bank, upi } = paymentProvider

const BANK_ROWS: [string, string][] = [
  ['Account holder', bank.accountHolder],
  ['Account number', bank.accountNumber],
  ['Bank name', bank.bankName],
  ['IFSC code', bank.ifscCode],
  ['Branch', bank.branch],
  ['Branch address', bank.branchAddress],
]

function SampleNotice() {
  return paymentProvider.placeholder ? <p className="wallet-notice">These are sample payment details for testing; do not send real money to them.</p> : null
}

/** NEFT/IMPS: the provider's account, each line with its own copy button. */
export function BankTransferDetails() {
  return (
    <div className="provider-details">
      <SampleNotice />
      <dl className="provider-details__list">
        {BANK_ROWS.map(([label, value]) => (
          <div key={label} className="provider-details__row">
            <dt>{label}</dt>
            <dd>
              <span className="provider-details__value">{value}</span>
              <CopyButton text={value} label={`Copy ${label}`} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** UPI: the QR image, the UPI ID with a copy button, and the reference link. */
export function UpiDetails({ qrSize = 180 }: { qrSize?: number }) {
  return (
    <div className="provider-details provider-details--upi">
      <SampleNotice />
      <PlaceholderQr value={upi.upiId} size={qrSize} />
      <dl className="provider-details__list">
        <div className="provider-details__row">
          <dt>UPI ID</dt>
          <dd>
            <span className="provider-details__value">{upi.upiId}</span>
            <CopyButton text={upi.upiId} label="Copy UPI ID" />
          </dd>
        </div>
      </dl>
      <a href={upi.referenceLink.href} target="_blank" rel="noreferrer">
        {upi.referenceLink.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  )
}
