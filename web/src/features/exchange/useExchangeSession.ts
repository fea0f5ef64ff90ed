import { useEffect } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { contestClosed, contestOpened } from './slice'
import { marketClosed, marketOpened } from './marketSlice'

/** Route symbols arrive in any case; the market and the server use upper case. */
export const normalSymbol = (symbol: string | undefined) => (symbol ?? '').trim().toUpperCase()

/**
 * Opens the market of `symbol` and, when given, the player's contest for as long as the screen
 * shows them; the sagas follow the live topics and load the rest.
 */
export function useExchangeSession(symbol: string, contestId?: string) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (!symbol) return
    dispatch(marketOpened(symbol))
    return () => {
      dispatch(marketClosed())
    }
  }, [dispatch, symbol])
  useEffect(() => {
    if (!contestId) return
    dispatch(contestOpened({ contestId }))
    return () => {
      dispatch(contestClosed())
    }
  }, [dispatch, contestId])
}
