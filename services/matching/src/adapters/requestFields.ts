import { badRequest } from '@arena/service-kit'
import { matchingMessages as m } from '../domain/messages'

/** A trimmed string field, or '' for anything else. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The `contestId` of a body or query string, required by every read of the caller's account. */
export function contestIdOf(fields: unknown): string {
  const contestId = text((fields as { contestId?: unknown } | null)?.contestId)
  if (contestId === '') throw badRequest(m.contestRequired, { contestId: m.contestRequired })
  return contestId
}
