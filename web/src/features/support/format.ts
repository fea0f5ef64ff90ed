/** Spec section 6: times are shown in India time (+05:30), whatever the browser's zone. */
const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })

export const formatDate = (iso: string): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : indiaTime.format(date)
}

/** The spec's status word for a ticket: Resolved, or Open for anything else. */
export const statusLabel = (status: string): string => (status === 'Resolved' ? 'Resolved' : 'Open')
