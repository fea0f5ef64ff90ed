import { useCallback, useEffect, useRef } from 'react'
import type { UnknownAction } from '@reduxjs/toolkit'
import { useAppDispatch, useAppSelector } from './hooks'
import type { RootState } from './store'

/**
 * The state a component shows, asked for from the server once when it mounts (the saga answering
 * `load` fills it). `load` is that request, or makes it from the state it refreshes (e.g. a queue's current filter).
 * Returns that state and `reload`, which asks again (a "Try again" button).
 */
export function useLoadOnMount<T>(select: (state: RootState) => T, load: UnknownAction | ((current: NoInfer<T>) => UnknownAction)): [T, () => void] {
  const dispatch = useAppDispatch()
  const value = useAppSelector(select)
  const latest = useRef({ value, load })
  latest.current = { value, load }
  const reload = useCallback(() => {
    const { value, load } = latest.current
    dispatch(typeof load === 'function' ? load(value) : load)
  }, [dispatch])
  useEffect(reload, [reload])
  return [value, reload]
}
