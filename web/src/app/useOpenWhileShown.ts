import { useCallback, useEffect, useRef } from 'react'
import type { UnknownAction } from '@reduxjs/toolkit'
import { useAppDispatch, useAppSelector } from './hooks'
import type { RootState } from './store'

/**
 * The state of a view of one thing (a contest, a ticket, a history table), opened for `key` when
 * it mounts or the key changes, and closed when it goes, so its live updates stop. Returns that
 * state and `reopen`, which asks again (a "Try again" button).
 */
export function useOpenWhileShown<T, Key extends string>(select: (state: RootState) => T, key: Key, opened: (key: Key) => UnknownAction, closed?: () => UnknownAction): [T, () => void] {
  const dispatch = useAppDispatch()
  const value = useAppSelector(select)
  const actions = useRef({ opened, closed })
  actions.current = { opened, closed }
  const reopen = useCallback(() => void dispatch(actions.current.opened(key)), [dispatch, key])
  useEffect(() => {
    reopen()
    const { closed } = actions.current
    return closed && (() => void dispatch(closed()))
  }, [dispatch, reopen])
  return [value, reopen]
}
