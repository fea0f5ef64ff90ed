import { badRequest } from '@arena/service-kit'
import { matchingMessages as m } from '../domain/messages'

/** The `contestId` every read of the caller's account needs, from the parsed body or query. */
export function contestIdOf(raw: string | undefined): string {
  const contestId = raw?.trim() ?? ''
  if (contestId === '') throw badRequest(m.contestRequired, { contestId: m.contestRequired })
  return contestId
}
