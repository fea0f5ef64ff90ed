import { playModeMessages } from '@arena/domain'
import { useAppSelector } from '../../app/hooks'
import { selectFreePlay } from './slice'
import './playMode.css'

/** Under the header on every page while the deployment runs free play (PLAY_MODE=free). */
export function FreePlayBanner() {
  const free = useAppSelector(selectFreePlay)
  if (!free) return null
  return (
    <p className="free-play-banner" role="note">
      {playModeMessages.banner}
    </p>
  )
}
