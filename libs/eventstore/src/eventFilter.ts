import { categoryOf } from '@arena/contracts'
import type { EventFilter } from './port'

/** Whether a filter restricts anything (no lists, or empty ones, pass every event). */
export const filtering = (filter: EventFilter | undefined): filter is EventFilter =>
  (filter?.categories?.length ?? 0) + (filter?.types?.length ?? 0) > 0

/** The filter's test for one event, for stores that filter in memory. */
export function eventFilter(filter: EventFilter | undefined): (event: { stream: string; type: string }) => boolean {
  if (!filtering(filter)) return () => true
  const categories = new Set(filter.categories ?? [])
  const types = new Set(filter.types ?? [])
  return event => categories.has(categoryOf(event.stream)) || types.has(event.type)
}
