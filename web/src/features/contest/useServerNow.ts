import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { clockStarted, clockStopped } from './clockSlice'
import { selectServerNow } from './slice'

/** The server's time, ticking every second while the calling component is on screen. */
export function useServerNow(): number | null {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(clockStarted())
    return () => {
      dispatch(clockStopped())
    }
  }, [dispatch])
  return useAppSelector(selectServerNow)
}
