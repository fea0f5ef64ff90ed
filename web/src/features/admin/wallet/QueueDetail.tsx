import type { ReactNode } from 'react'
import { formatInr } from '@arena/domain'
import { CopyButton } from '../../../ui/CopyButton'
import type { DataColumn } from '../../../ui/DataTable'
import { formatDateTime } from '../../../ui/formatDateTime'
import type { PlayerContactDto } from './api'

export const rupees = (amount: string) => `₹${formatInr(amount)}`

/** "+91 9876543210", or a dash when identity has no mobile for the user. */
export const mobileText = (player: PlayerContactDto | null) => (player?.mobile ? `+${player.countryCode} ${player.mobile}`.trim() : '—')

export const kycText = (player: PlayerContactDto | null) => (!player ? 'Unknown' : player.kycStatus === 'complete' ? 'KYC complete' : 'KYC pending')

/** One labelled fact of a detail panel; `copy` adds a copy button for what an operator types elsewhere. */
export function Fact({ label, value, copy }: { label: string; value: ReactNode; copy?: string }) {
  return (
    <div className="queue-fact">
      <dt>{label}</dt>
      <dd>
        <span className="queue-fact__value">{value}</span>
        {copy && <CopyButton text={copy} label={`Copy ${label.toLowerCase()}`} />}
      </dd>
    </div>
  )
}

/** A titled group of facts in a detail panel. */
export function FactGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="queue-facts" aria-label={title}>
      <h3>{title}</h3>
      <dl>{children}</dl>
    </section>
  )
}

/** The compact row's player cell: name over mobile; the user id when identity does not know the user. */
export function PlayerCell({ player, userId }: { player: PlayerContactDto | null; userId: string }) {
  if (!player) return <span className="queue-cell__muted">{userId}</span>
  return (
    <span className="queue-cell">
      <strong>{player.name || '(no name)'}</strong>
      <span>{mobileText(player)}</span>
    </span>
  )
}

export const playerText = (player: PlayerContactDto | null, userId: string) => (player ? `${player.name} ${mobileText(player)}` : userId)

/** Who the player is, for either queue's detail panel. */
export function PlayerFacts({ player, userId }: { player: PlayerContactDto | null; userId: string }) {
  return (
    <FactGroup title="Player">
      <Fact label="Username" value={player?.name || '—'} />
      <Fact label="Mobile" value={mobileText(player)} copy={player?.mobile ? `${player.mobile}` : undefined} />
      <Fact label="Email" value={player?.email || '—'} />
      <Fact label="KYC" value={kycText(player)} />
      <Fact label="User id" value={userId} />
    </FactGroup>
  )
}

/** The first two columns of every money queue: when it was filed and by whom. */
export function filedColumns<Row extends { date: string; userId: string; player: PlayerContactDto | null }>(): DataColumn<Row>[] {
  return [
    { id: 'date', header: 'Date', text: row => formatDateTime(row.date) },
    { id: 'player', header: 'Player', text: row => playerText(row.player, row.userId), cell: row => <PlayerCell player={row.player} userId={row.userId} /> },
  ]
}
