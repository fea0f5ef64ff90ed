/** Contest times are shown in India Standard Time (spec section 6). */
const IST_OFFSET_MS = 330 * 60_000

export interface SlotTimes {
  bidBefore: number
  start: number
  end: number
}

/**
 * The next occurrence (IST) of a mock slot labelled "HH-MM": bids close a minute before the
 * start and the game runs five minutes. These lengths are the mock's own, not product rules.
 */
export function slotTimes(label: string, now: number): SlotTimes {
  const [hours = 0, minutes = 0] = label.split('-').map(Number)
  const ist = new Date(now + IST_OFFSET_MS)
  let start = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hours, minutes) - IST_OFFSET_MS
  if (start - 60_000 <= now) start += 24 * 3_600_000
  return { bidBefore: start - 60_000, start, end: start + 5 * 60_000 }
}

export function formatIstTime(instant: number): string {
  const ist = new Date(instant + IST_OFFSET_MS)
  return `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')} IST`
}

export function formatCountdown(ms: number): { hours: string; minutes: string; seconds: string } {
  const total = Math.max(0, Math.floor(ms / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return { hours: pad(Math.floor(total / 3600)), minutes: pad(Math.floor((total % 3600) / 60)), seconds: pad(total % 60) }
}
