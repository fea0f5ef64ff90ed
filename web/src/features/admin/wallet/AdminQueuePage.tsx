import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { DataTable, type DataColumn } from '../../../ui/DataTable'
import { Loaded } from '../../../ui/Loaded'
import { QueueActionDialog } from '../QueueActionDialog'
import { QueueFilterSelect } from './QueueFilterSelect'
import type { WalletQueue } from './api'
import { adminQueueActionRequested, adminQueueActionReset, adminQueueRequested, type AdminWalletState, type QueueActionRequest, type QueueState } from './slice'
import '../admin.css'

/** One decision a pending row offers (confirm, complete, release, reject). */
export interface QueueButton<Kind extends string> {
  kind: Kind
  label: string
  /** Names the row for screen readers and tests ("Confirm deposit 4123…"). */
  ariaLabel: string
  primary?: boolean
}

/** What the decision's dialog shows and asks before anything moves. */
export interface QueueDialogSpec {
  title: string
  summary: ReactNode
  submitLabel: string
  input?: 'reason' | 'payoutReference'
}

/** What one money queue shows and offers: the page is the same for every queue. */
export interface AdminQueueSpec<Row extends { _id: string; status: string }, Kind extends string> {
  queue: WalletQueue
  title: string
  hint: ReactNode
  caption: string
  emptyText: string
  /** The compact row: what the admin scans; everything else is in `detail`. */
  columns: DataColumn<Row>[]
  detail: (row: Row) => ReactNode
  /** The decisions a pending row offers. */
  buttons: (row: Row) => QueueButton<Kind>[]
  dialog: (kind: Kind, row: Row) => QueueDialogSpec
  /** The request a submitted dialog sends (`text` is the reason or payout reference typed). */
  request: (kind: Kind, row: Row, text: string) => Omit<QueueActionRequest, 'queue' | 'id' | 'action'> & { action: QueueActionRequest['action'] }
}

export interface AdminQueuePageProps<Row extends { _id: string; status: string }, Kind extends string> {
  spec: AdminQueueSpec<Row, Kind>
  /** More sections under the queue (the unmatched payments under deposits). */
  children?: ReactNode
}

/**
 * The admin money queues' one page (deposits and withdrawals): status filter, a compact table
 * whose rows open a detail panel, the decision buttons of pending rows, and the dialog every
 * decision goes through. The pages only say what their rows show and which decisions they offer.
 */
export function AdminQueuePage<Row extends { _id: string; status: string }, Kind extends string>({ spec: page, children }: AdminQueuePageProps<Row, Kind>) {
  const { queue: name, title, hint, caption, emptyText, columns, detail, buttons, dialog, request } = page
  const dispatch = useAppDispatch()
  const queue = useAppSelector((state: { adminWallet: AdminWalletState }) => state.adminWallet[name]) as unknown as QueueState<Row>
  const [open, setOpen] = useState<{ kind: Kind; row: Row } | null>(null)
  useEffect(() => {
    dispatch(adminQueueRequested({ queue: name, filter: queue.filter }))
  }, [dispatch, name])
  const start = (kind: Kind, row: Row) => {
    dispatch(adminQueueActionReset(name))
    setOpen({ kind, row })
  }
  const close = useCallback(() => setOpen(null), [])

  const withActions: DataColumn<Row>[] = [
    ...columns,
    {
      id: 'action',
      header: 'Action',
      text: () => '',
      cell: row =>
        row.status === 'pending' ? (
          <span className="queue-actions">
            {buttons(row).map(button => (
              <button key={button.kind} type="button" className={`button ${button.primary ? 'button--primary' : 'button--ghost'}`} aria-label={button.ariaLabel} onClick={() => start(button.kind, row)}>
                {button.label}
              </button>
            ))}
          </span>
        ) : null,
    },
  ]
  const spec = open ? dialog(open.kind, open.row) : null
  const titleId = `admin-${name}-title`

  return (
    <section className="admin-queue" aria-labelledby={titleId} aria-busy={queue.status === 'loading'}>
      <h1 id={titleId}>{title}</h1>
      <p className="admin-hint">{hint}</p>
      <QueueFilterSelect value={queue.filter} onChange={filter => dispatch(adminQueueRequested({ queue: name, filter }))} />
      <Loaded status={queue.status} error={queue.error} rows={queue.rows}>
        <DataTable caption={caption} rows={queue.rows} columns={withActions} emptyText={emptyText} detail={detail} rowKey={row => row._id} />
      </Loaded>
      {open && spec && (
        <QueueActionDialog
          title={spec.title}
          summary={spec.summary}
          submitLabel={spec.submitLabel}
          input={spec.input}
          action={queue.action}
          onSubmit={text => dispatch(adminQueueActionRequested({ queue: name, id: open.row._id, ...request(open.kind, open.row, text) }))}
          onClose={close}
        />
      )}
      {children}
    </section>
  )
}
