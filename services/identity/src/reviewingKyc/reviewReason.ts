/** Not in the spec: it shows reject reasons but gives no wording for a missing one. */
export const reasonRequired = 'Please enter reject reason'
export const reasonTooLong = 'Reject reason must be at most 500 characters'
export const MAX_REASON_LENGTH = 500

/** A rejection must tell the player what to fix; the reason is what their reason dialog shows. */
export function reviewReasonError(reason: string): string | undefined {
  if (reason.trim() === '') return reasonRequired
  return reason.length > MAX_REASON_LENGTH ? reasonTooLong : undefined
}
