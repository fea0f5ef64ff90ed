import { useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { formatDateTime } from '../../../ui/formatDateTime'
import { BANK_STATUS_LABELS } from '../../bank/SavedLists'
import { ProtectedImage } from '../../../ui/ProtectedImage'
import { QueueActionDialog } from '../QueueActionDialog'
import { ReviewFilterSelect } from './ReviewFilterSelect'
import type { BankReviewRow } from './api'
import { useReviewQueue } from './useReviewQueue'
import { ScrollTable } from '../../../ui/ScrollTable'
import '../../kyc/kyc.css'

const FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
]

/** /admin/bank-details: accounts players added; accept (withdrawals may then go there) or reject with a reason. */
export function AdminBankDetailsPage() {
  const { queue, token, deciding, ask, close, filter, decide } = useReviewQueue<'bank', { row: BankReviewRow; decision: 'accept' | 'reject' }>('bank')
  const [cheque, setCheque] = useState<BankReviewRow | null>(null)
  return (
    <section aria-labelledby="admin-bank-title" aria-busy={queue.status === 'loading'}>
      <h1 id="admin-bank-title">Bank details</h1>
      <p className="admin-hint">The holder name is the player's KYC name. Compare the cheque with the account number and IFSC before accepting.</p>
      <ReviewFilterSelect value={queue.filter} options={FILTERS} onChange={filter} />
      {queue.status === 'failed' && <p role="alert" className="field__error">{queue.error}</p>}
      <ScrollTable region="Bank details, scrollable" headers={['Player', 'Bank', 'Account number', 'Holder', 'IFSC', 'Branch', 'Date', 'Status', 'Cheque', 'Action']} after={queue.status === 'loaded' && queue.rows.length === 0 && <p className="data-table__empty">Nothing to show.</p>}>
        {queue.rows.map(row => (
          <tr key={row._id}>
            <td>{row.userName}<br /><span className="kyc-muted">{row.mobile}</span></td>
            <td>{row.bankName}</td>
            <td>{row.accountNo}</td>
            <td>{row.accountHolderName}</td>
            <td>{row.ifscCode}</td>
            <td>{row.branchName}</td>
            <td>{formatDateTime(row.date)}</td>
            <td>{BANK_STATUS_LABELS[row.status]}{row.status === 'rejected' && <><br /><span className="kyc-muted">{row.rejectReason}</span></>}</td>
            <td><button type="button" className="link-button" onClick={() => setCheque(row)}>View</button></td>
            <td>
              {row.status === 'pending' && (
                <span className="queue-actions">
                  <button type="button" className="button button--primary" onClick={() => ask({ row, decision: 'accept' })}>Accept</button>
                  <button type="button" className="button button--ghost" onClick={() => ask({ row, decision: 'reject' })}>Reject</button>
                </span>
              )}
            </td>
          </tr>
        ))}
      </ScrollTable>
      <Modal open={cheque !== null} title="Cancelled cheque" onClose={() => setCheque(null)}>
        {cheque && <ProtectedImage path={cheque.cancelledChequeImage} token={token} alt={`Cancelled cheque of ${cheque.userName}`} className="kyc-file" />}
      </Modal>
      {deciding && (
        <QueueActionDialog
          title={deciding.decision === 'accept' ? 'Accept bank account' : 'Reject bank account'}
          summary={<p>{deciding.row.bankName} {deciding.row.accountNo} of {deciding.row.userName}</p>}
          submitLabel={deciding.decision === 'accept' ? 'Accept' : 'Reject'}
          {...(deciding.decision === 'reject' ? { input: 'reason' as const } : {})}
          action={queue.action}
          onSubmit={reason => decide({ queue: 'bank', id: deciding.row._id, decision: deciding.decision, reason })}
          onClose={close}
        />
      )}
    </section>
  )
}
