import { useState } from 'react'
import type { BankStatus } from '@arena/contracts'
import { formatDateTime } from '../../ui/formatDateTime'
import { Modal } from '../../ui/Modal'
import type { BankAccountDto, UpiDetailDto } from './api'
import { ScrollTable } from '../../ui/ScrollTable'

export const BANK_STATUS_LABELS: Record<BankStatus, string> = { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' }

/** Only the last four digits show: enough to tell accounts apart on a shared screen. */
export const maskAccount = (accountNo: string): string => `${'X'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`

/** The saved bank accounts; a rejected label opens "Bank Detail Reject Reason". */
export function BankList({ accounts }: { accounts: BankAccountDto[] }) {
  const [reason, setReason] = useState<string | null>(null)
  if (accounts.length === 0) return <p className="kyc-muted">No bank account saved yet.</p>
  return (
    <ScrollTable region="Saved bank accounts" headers={['Bank', 'Account number', 'Holder', 'IFSC', 'Branch', 'Date', 'Status']} after={<Modal open={reason !== null} title="Bank Detail Reject Reason" onClose={() => setReason(null)}>
        <p>{reason || 'No reason was given.'}</p>
      </Modal>}>
      {accounts.map(account => (
        <tr key={account._id}>
          <td>{account.bankName}</td>
          <td>{maskAccount(account.accountNo)}</td>
          <td>{account.accountHolderName}</td>
          <td>{account.ifscCode}</td>
          <td>{account.branchName}</td>
          <td>{formatDateTime(account.date)}</td>
          <td>
            {account.status === 'rejected' ? (
              <button type="button" className="link-button kyc-badge--rejected" onClick={() => setReason(account.rejectReason)}>
                {BANK_STATUS_LABELS.rejected}
              </button>
            ) : (
              <span className={`kyc-badge--${account.status}`}>{BANK_STATUS_LABELS[account.status]}</span>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  )
}

export function UpiList({ upis }: { upis: UpiDetailDto[] }) {
  if (upis.length === 0) return <p className="kyc-muted">No UPI ID saved yet.</p>
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Saved UPI IDs">
      <table className="data-table">
        <thead>
          <tr><th scope="col">UPI ID</th><th scope="col">Date</th></tr>
        </thead>
        <tbody>
          {upis.map(upi => (
            <tr key={upi._id}><td>{upi.upiId}</td><td>{formatDateTime(upi.date)}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
