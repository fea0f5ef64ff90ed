import { useAppSelector } from '../../app/hooks'
import { selectFreePlay } from '../playMode/slice'
import { withoutDeposits, type NavLinkSpec } from './links'

/** `links` as this deployment shows them: free play (PLAY_MODE=free) has no deposit screens. */
export function useWithoutDeposits<T extends NavLinkSpec>(links: T[]): T[] {
  return withoutDeposits(links, useAppSelector(selectFreePlay))
}
