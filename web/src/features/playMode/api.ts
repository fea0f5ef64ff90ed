import type { ApiClient } from '../../app/api'
import type { PlayMode } from '@arena/domain'

/** GET api/play-mode: public, so every page (the landing too) knows whether money is in play. */
export const fetchPlayMode = (api: ApiClient) => api.get<{ data?: { playMode?: PlayMode } }>('play-mode')
