import type { QueueFilter } from './api'

const FILTERS: { value: QueueFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'success', label: 'Completed' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
]

export const queueStatusLabel = (status: string) => FILTERS.find(filter => filter.value === status)?.label ?? status

/** The status filter above a money queue; pending first, since that is the work to do. */
export function QueueFilterSelect({ value, onChange }: { value: QueueFilter; onChange: (filter: QueueFilter) => void }) {
  return (
    <label className="queue-filter">
      Status{' '}
      <select value={value} onChange={event => onChange(event.target.value as QueueFilter)}>
        {FILTERS.map(filter => (
          <option key={filter.value || 'all'} value={filter.value}>{filter.label}</option>
        ))}
      </select>
    </label>
  )
}
