import { Link } from 'react-router-dom'
import { ContestAction } from './ContestAction'
import { Countdown } from './Countdown'
import { entryFeeText, formatCardDate, joinedOfMax, rupees } from './format'
import { countdownOf, detailPath, endMs, placeOf, startMs, type ContestDto, type ListType } from './model'

/**
 * One contest card (spec section 2): name, countdown, start or end date, prize pool, entry fee,
 * seats joined/max, View Details and the action button of its list.
 */
export function ContestCard({ contest, list, now }: { contest: ContestDto; list: ListType; now: number | null }) {
  const countdown = countdownOf(contest)
  const live = placeOf(contest) === 'live'
  const headingId = `contest-${contest.contest_id}-name`
  return (
    <article className="card contest-card" aria-labelledby={headingId}>
      <header className="contest-card__head">
        {contest.contestLogo && <img className="contest-card__logo" src={contest.contestLogo} alt="" width="48" height="48" />}
        <h3 id={headingId}>{contest.contestName}</h3>
        {contest.sponsorName && <span className="sponsored-by">Sponsored by {contest.sponsorName}</span>}
      </header>
      {countdown ? <Countdown label={countdown.label} target={countdown.target} now={now} /> : <p className="contest-card__ended">{contest.contestStatus}</p>}
      <dl className="contest-facts">
        <div>
          <dt>{live ? 'Ends' : 'Starts'}</dt>
          <dd>{formatCardDate(live ? endMs(contest) : startMs(contest))}</dd>
        </div>
        <div>
          <dt>Prize Pool</dt>
          <dd>{rupees(contest.winningAmount)}</dd>
        </div>
        <div>
          <dt>Entry Fee</dt>
          <dd>{entryFeeText(contest.entryFee)}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{joinedOfMax(contest.numOfParticipation, contest.max_particepate)}</dd>
        </div>
      </dl>
      <footer className="contest-card__actions">
        <Link className="button button--ghost" to={detailPath(contest.contest_id)} aria-label={`View Details of ${contest.contestName}`}>
          View Details
        </Link>
        <ContestAction contest={contest} place={list} />
      </footer>
    </article>
  )
}
