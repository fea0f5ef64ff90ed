import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { endNoticeRequested, endNoticeText, selectEndNotice } from './endNoticeSlice'

/** On a finished contest's page: which of the player's open orders its end cancelled. */
export function ContestEndOrdersNotice({ contestId, over }: { contestId: string; over: boolean }) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (over) dispatch(endNoticeRequested(contestId))
  }, [dispatch, contestId, over])
  const text = endNoticeText(useAppSelector(state => selectEndNotice(state, contestId)))
  if (!over || !text) return null
  return <p className="contest-status end-notice" role="status">{text}</p>
}
