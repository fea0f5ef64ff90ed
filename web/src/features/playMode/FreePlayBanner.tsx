import { playModeMessages } from '@arena/domain'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { playModeRequested, selectFreePlay } from './slice'
import './playMode.css'

/**
 * Under the header on every page while the deployment runs free play (PLAY_MODE=free). Every
 * layout shows it, so mounting it is what asks the server for the mode.
 */
export function FreePlayBanner() {
  const [free] = useLoadOnMount(selectFreePlay, playModeRequested())
  if (!free) return null
  return (
    <p className="free-play-banner" role="note">
      {playModeMessages.banner}
    </p>
  )
}
