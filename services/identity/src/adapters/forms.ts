import { badRequest } from '@arena/service-kit'

export const isChecked = (value: string | undefined): boolean => value !== undefined && ['true', '1', 'on', 'yes'].includes(value.toLowerCase())

/**
 * Refuses with the spec's field-keyed body when any rule failed; the first message doubles as
 * the toast text. Nothing has been changed when this throws.
 */
export function assertValid(errors: Partial<Record<string, string>>): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined)
  if (entries.length > 0) throw badRequest(entries[0]![1], Object.fromEntries(entries))
}

/**
 * Size limits for free-text fields the shared rules only check for content: without them one
 * anonymous form could store a megabyte of text in an event. `limits` maps a field to its label
 * and longest length; the answer has a message for each field that is too long.
 */
export function lengthErrors(input: Record<string, string | undefined>, limits: Record<string, [label: string, max: number]>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(limits).map(([field, [label, max]]) => [field, (input[field]?.length ?? 0) > max ? `${label} must be at most ${max} characters` : undefined]))
}

/** `?page=` as a whole number from 1, and a page size limited to the spec's table choices. */
export function paging(query: { page?: string; limit?: string }, defaultSize: number): { page: number; size: number } {
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1)
  const asked = Number.parseInt(query.limit ?? '', 10)
  const size = [10, 20, 50].includes(asked) ? asked : defaultSize
  return { page, size }
}
