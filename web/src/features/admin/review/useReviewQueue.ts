import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { useLoadOnMount } from '../../../app/useLoadOnMount'
import { selectToken } from '../../session/slice'
import { reviewDecisionRequested, reviewDecisionReset, reviewQueueRequested, selectAdminReview, type AdminReviewState, type ReviewDecision } from './slice'

/**
 * One review queue's page state (KYC documents or bank accounts): the rows, loaded on mount with
 * the filter last chosen; the decision being asked about in a dialog; and what the page sends.
 */
export function useReviewQueue<Name extends 'kyc' | 'bank', Deciding>(name: Name) {
  const dispatch = useAppDispatch()
  const [queue] = useLoadOnMount((state): AdminReviewState[Name] => selectAdminReview(state)[name], current => reviewQueueRequested({ queue: name, filter: current.filter }))
  const token = useAppSelector(selectToken)
  const [deciding, setDeciding] = useState<Deciding | null>(null)
  return {
    queue,
    token,
    deciding,
    ask: setDeciding,
    close() {
      setDeciding(null)
      dispatch(reviewDecisionReset(name))
    },
    filter: (filter: string) => dispatch(reviewQueueRequested({ queue: name, filter })),
    decide: (decision: ReviewDecision) => dispatch(reviewDecisionRequested(decision)),
  }
}
