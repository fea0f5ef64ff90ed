import { formatDateMinute } from '../../ui/formatDateTime'

/** Spec section 6: times are shown in India time (+05:30), whatever the browser's zone. */
export const formatDate = (iso: string): string => formatDateMinute(iso)

/** The spec's status word for a ticket: Resolved, or Open for anything else. */
export const statusLabel = (status: string): string => (status === 'Resolved' ? 'Resolved' : 'Open')
