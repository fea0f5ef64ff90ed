import type { SponsorDto, SponsorLedgerRowDto } from '@arena/contracts'
import type { ApiClient } from '../../../app/api'

export type { SponsorDto, SponsorLedgerRowDto }

/** GET api/admin/sponsors: every sponsor's books (granted, reserved, paid, returned, available). */
export const fetchSponsors = (api: ApiClient) => api.get<{ data: SponsorDto[] }>('admin/sponsors')

/** POST api/admin/sponsors: a new sponsor with its first budget grant (amount optional). */
export const postSponsor = (api: ApiClient, body: { name: string; amount: string; note: string }) =>
  api.post<{ message?: string; data: SponsorDto }>('admin/sponsors', body)

/** POST api/admin/sponsors/<id>/grant: more budget. */
export const postGrant = (api: ApiClient, sponsorId: string, body: { amount: string; note: string }) =>
  api.post<{ message?: string; data: SponsorDto }>(`admin/sponsors/${encodeURIComponent(sponsorId)}/grant`, body)

/** GET api/admin/sponsors/<id>/ledger: the sponsor's account, oldest first, with the running available budget. */
export const fetchSponsorLedger = (api: ApiClient, sponsorId: string) =>
  api.get<{ data: { sponsor: SponsorDto; ledger: SponsorLedgerRowDto[] } }>(`admin/sponsors/${encodeURIComponent(sponsorId)}/ledger`)
