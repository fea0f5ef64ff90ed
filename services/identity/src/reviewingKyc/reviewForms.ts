import { parseForm } from '@arena/service-kit'
import { field, form, query } from '@arena/contracts'
import { assertValid, paging } from '../adapters/forms'

/** Not in the spec: it shows reject reasons but gives no wording for a missing one. */
export const reasonRequired = 'Please enter reject reason'
export const reasonTooLong = 'Reject reason must be at most 500 characters'
export const MAX_REASON_LENGTH = 500

/** A rejection must tell the player what to fix; the reason is what their reason dialog shows. */
export function reviewReasonError(reason: string): string | undefined {
  if (reason.trim() === '') return reasonRequired
  return reason.length > MAX_REASON_LENGTH ? reasonTooLong : undefined
}

/** An admin review queue's query: a status among `statuses` (the first is the default) and a page. */
export const queueQuery = (statuses: readonly string[]) =>
  query({ status: field(`${statuses[0]} (default), ${statuses.slice(1, -1).join(', ')} or ${statuses.at(-1)}`), page: field('page, from 1'), limit: field('10, 20 or 50') })

/** The status asked for (an unknown one reads as the default) and the page. */
export function readQueue<S extends string>(statuses: readonly S[], raw: unknown) {
  const asked = parseForm(queueQuery(statuses), raw)
  const status = statuses.find(known => known === asked.status) ?? statuses[0]!
  return { status, ...paging(asked, 10) }
}

/** The body of an admin decision: the reason, required to reject. */
export const decisionForm = form({ reason: field('required to reject') })

/** The trimmed reason of a decision; a rejection without a usable one is refused under `reason`. */
export function readReason(body: unknown, rejecting: boolean): string {
  const reason = (parseForm(decisionForm, body).reason ?? '').trim()
  if (rejecting) assertValid({ reason: reviewReasonError(reason) })
  return reason
}
