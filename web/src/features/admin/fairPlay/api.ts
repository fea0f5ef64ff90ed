import type { FairPlayFlagDto, PrizeHoldDto } from '@arena/contracts'
import type { ApiClient } from '../../../app/api'

export type { FairPlayFlagDto, PrizeHoldDto }

/** release pays the held prize into the winning wallet; withhold keeps it back (with a reason). */
export type PrizeDecision = 'release' | 'withhold'

/**
 * GET api/admin/fair-play/flags: shared devices, bank accounts, UPI ids, PANs and sign-up bursts,
 * newest first; `total` counts them all when one answer cannot carry every flag.
 */
export const fetchFairPlayFlags = (api: ApiClient) => api.get<{ status: true; data: FairPlayFlagDto[]; total?: number }>('admin/fair-play/flags')

/** GET api/admin/prize-holds: every prize held at settlement, newest first. */
export const fetchPrizeHolds = (api: ApiClient) => api.get<{ status: true; data: PrizeHoldDto[] }>('admin/prize-holds')

/** POST api/admin/prize-holds/<id>/<decision>. */
export function postPrizeDecision(api: ApiClient, holdId: string, decision: PrizeDecision, reason?: string) {
  return api.post<{ status: true; message?: string }>(`admin/prize-holds/${encodeURIComponent(holdId)}/${decision}`, decision === 'withhold' ? { reason: reason ?? '' } : {})
}
