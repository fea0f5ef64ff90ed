import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { useOpenWhileShown } from '../../app/useOpenWhileShown'
import { RetryAlert } from '../../ui/RetryAlert'
import { Modal } from '../../ui/Modal'
import { ContestAction } from './ContestAction'
import { Countdown } from './Countdown'
import { detailClosed, detailOpened } from './detailSlice'
import { DetailTabs } from './DetailTabs'
import { EvidencePanel } from './EvidencePanel'
import { entryFeeText, formatDay, formatTime, joinedOfMax, rupees } from './format'
import { countdownOf, endMs, startMs, wasOverOnOpen, type ContestDto } from './model'
import { ParticipateModal } from './ParticipateModal'
import { PrizeTable } from './PrizeTable'
import { selectPrizeHoldFor } from './prizeHoldSlice'
import { joinLink } from './PrivateContestPanel'
import { selectDetail } from './slice'
import { TimeOutOverlay } from './TimeOutOverlay'
import { useServerNow } from './useServerNow'
import { replayPath } from '../replay/model'
import { ContestEndOrdersNotice } from '../exchange/ContestEndOrdersNotice'
import './contest.css'

/** /trading-contest/{contestId} (spec section 2): terms, prizes, rules, standings and joining. */
export function ContestDetailPage() {
  const { id = '' } = useParams()
  const [detail, reopen] = useOpenWhileShown(selectDetail, id, detailOpened, detailClosed)
  const now = useServerNow()
  const contest = detail.item
  if (!contest) {
    return (
      <article className="contest-detail" aria-busy={detail.status === 'loading'}>
        <h1>Contest Details</h1>
        {detail.status === 'failed' ? (
          <RetryAlert error={detail.error} onRetry={reopen} className="contest-error" errorClassName="field__error">
            {' '}
            <Link to="/contest/live">Back to contests</Link>
          </RetryAlert>
        ) : (
          <p aria-live="polite">Loading the contest…</p>
        )}
      </article>
    )
  }
  const countdown = countdownOf(contest)
  return (
    <article className="contest-detail" aria-labelledby="contest-detail-title">
      <header className="contest-detail__head">
        {contest.contestLogo && <img className="contest-card__logo" src={contest.contestLogo} alt="" width="64" height="64" />}
        <h1 id="contest-detail-title">{contest.contestName}</h1>
        {countdown && <Countdown label={countdown.label} target={countdown.target} now={now} />}
        {contest.joinCode && <PrivateBadge code={contest.joinCode} />}
        {detail.overOnOpen && <p className="contest-status">This contest is {contest.contestStatus.toLowerCase()}: the standings below are final.</p>}
        {(contest.contestStatus === 'Ended' || contest.contestStatus === 'Complete') && (
          <Link className="button button--ghost" to={replayPath(contest.contest_id)}>
            Watch the replay
          </Link>
        )}
        <PrizeHoldNotice contestId={contest._id} />
        <ContestEndOrdersNotice contestId={contest._id} over={wasOverOnOpen(contest)} />
      </header>
      <div className="contest-detail__grid">
        <section className="card" aria-labelledby="contest-terms-title">
          <h2 id="contest-terms-title">Contest</h2>
          <ContestFacts contest={contest} />
          <div className="contest-card__actions">
            <RulesButton contest={contest} />
            <ContestAction contest={contest} place="detail" />
          </div>
        </section>
        <section className="card" aria-labelledby="contest-prizes-title">
          <h2 id="contest-prizes-title">Prizes</h2>
          <PrizeTable levels={contest.levels} />
        </section>
      </div>
      <DetailTabs contest={contest} />
      {contest.contestStatus === 'Complete' && <EvidencePanel contestId={contest._id} />}
      <ParticipateModal />
      {detail.timedOut && <TimeOutOverlay joined={contest.currentStatus === 'ACTIVE'} result={detail.result} />}
    </article>
  )
}

const HOLD_TEXTS = {
  held: 'Prize held for review: our fair-play team checks it before it is paid into your Winning Wallet.',
  released: 'Prize released after review and paid into your Winning Wallet.',
  withheld: 'Prize withheld after review',
} as const

/** The player's own prize on this contest when fair play held it (spec-silent; what a winner expects to read). */
function PrizeHoldNotice({ contestId }: { contestId: string }) {
  const hold = useAppSelector(state => selectPrizeHoldFor(state, contestId))
  if (!hold) return null
  const text = hold.status === 'withheld' ? `${HOLD_TEXTS.withheld}: ${hold.withheldReason ?? ''}` : HOLD_TEXTS[hold.status]
  return (
    <p className="contest-status" role="status">
      Rank {hold.rank}, {rupees(hold.amount)}. {text}
    </p>
  )
}

function ContestFacts({ contest }: { contest: ContestDto }) {
  const facts: [string, string][] = [
    ['Prize Fund', rupees(contest.winningAmount)],
    ['Entry Fee', entryFeeText(contest.entryFee)],
    ...(contest.sponsorName ? [['Sponsored by', contest.sponsorName] as [string, string]] : []),
    ['Participants', joinedOfMax(contest.numOfParticipation, contest.max_particepate)],
    ['Virtual Fund', `${contest.virtualFund} USDT`],
    ['Start Date', formatDay(startMs(contest))],
    ['Start Time', formatTime(startMs(contest))],
    ['End Date', formatDay(endMs(contest))],
    ['End Time', formatTime(endMs(contest))],
  ]
  return (
    <dl className="contest-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The rules are HTML the contest service sanitised when the admin saved them; this field alone
 * is rendered as HTML, everything else on the page is text.
 */
function RulesButton({ contest }: { contest: ContestDto }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        Contest Rules
      </button>
      <Modal open={open} title="Contest Rules" onClose={() => setOpen(false)}>
        {contest.description.trim() === '' ? (
          <p>No rules have been published for this contest.</p>
        ) : (
          <div className="contest-rules" dangerouslySetInnerHTML={{ __html: contest.description }} />
        )}
      </Modal>
    </>
  )
}

/** A private contest's code and link, for anyone who sees it to invite friends. */
function PrivateBadge({ code }: { code: string }) {
  const [copied, setCopied] = useState(false)
  const link = joinLink(code)
  return (
    <p className="contest-status">
      Private contest · join code <code>{code}</code> · <code>{link}</code>{' '}
      <button type="button" className="button button--ghost" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))}>
        {copied ? 'Copied' : 'Copy link'}
      </button>
    </p>
  )
}
