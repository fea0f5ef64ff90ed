import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { cardAction, exchangePath, type ContestDto, type Place } from './model'
import { participateOpened, playNowRequested } from './participateSlice'
import { selectStarting } from './slice'

/** The contest's one action button, in every state of spec section 4. */
export function ContestAction({ contest, place }: { contest: ContestDto; place: Place }) {
  const dispatch = useAppDispatch()
  const starting = useAppSelector(state => selectStarting(state, contest.contest_id))
  const action = cardAction(contest, place)
  const name = contest.contestName
  switch (action.kind) {
    case 'goingOn':
      // Already playing: straight back to the exchange, the server already knows.
      return (
        <Link className="button button--primary contest-action" to={exchangePath(contest)} aria-label={`Going On: back to ${name}`}>
          {action.label}
        </Link>
      )
    case 'playNow':
      return (
        <button
          type="button"
          className="button button--primary contest-action"
          disabled={starting}
          aria-label={`Play Now: ${name}`}
          onClick={() => dispatch(playNowRequested({ contestId: contest.contest_id, pairRealName: contest.pairRealName }))}
        >
          {starting ? 'Opening…' : action.label}
        </button>
      )
    case 'participate':
      return (
        <button
          type="button"
          className="button button--primary contest-action"
          aria-label={`Participate Now in ${name}`}
          onClick={() => dispatch(participateOpened({ contest, place }))}
        >
          {action.label}
        </button>
      )
    case 'full':
    case 'alreadyParticipated':
      return (
        <button type="button" className="button button--ghost contest-action" disabled>
          {action.label}
        </button>
      )
    case 'none':
      return null
    default: {
      const never: never = action
      return never
    }
  }
}
