import type { Test } from 'tap'
import type { Answer, Call } from './client'
import type { PlatformUnderTest, WriteMark } from './platformUnderTest'

type Asserts = Pick<Test, 'ok' | 'same'>

/** True for `{ status: false, message, errors?: { field: text } }` and nothing else besides. */
export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const { status, message, errors, ...rest } = body as Record<string, unknown>
  if (status !== false || typeof message !== 'string' || message.trim() === '' || Object.keys(rest).length > 0) return false
  if (errors === undefined) return true
  return typeof errors === 'object' && errors !== null && Object.values(errors).every(text => typeof text === 'string' && text !== '')
}

/** A 4xx, but not a rate limit: a 429 says nothing about the input and would hide the real answer. */
export const isRefusalStatus = (status: number): boolean => status >= 400 && status < 500 && status !== 429

/** A refusal the caller can act on: a 4xx (optionally one of `statuses`) with the one error body. */
export function assertRefused(t: Asserts, answer: Answer, what: string, statuses?: number[], todo?: string): void {
  const wanted = statuses ? statuses.includes(answer.statusCode) : isRefusalStatus(answer.statusCode)
  const extra = { body: answer.text.slice(0, 300), ...(todo ? { todo } : {}) }
  t.ok(wanted, `${what}: answers ${statuses ? statuses.join(' or ') : 'a 4xx'}`, { found: answer.statusCode, ...extra })
  t.ok(isErrorBody(answer.body), `${what}: answers with the error body`, extra)
}

/** The event log did not move and no file appeared under uploads. */
export function assertNothingWritten(t: Asserts, before: WriteMark, after: WriteMark, what: string): void {
  t.same(after, before, `${what}: writes nothing`)
}

/**
 * `refused(what, call, statuses, errors?)` for one platform: sends `call` and checks it is refused
 * (one of `statuses`, naming exactly `errors` under their fields when given) and writes nothing.
 */
export function refusalChecks(t: Asserts, put: Pick<PlatformUnderTest, 'call' | 'mark'>) {
  return async function refused(what: string, call: Call, statuses: number[], errors?: Record<string, string>): Promise<void> {
    const before = await put.mark()
    const answer = await put.call(call)
    assertRefused(t, answer, what, statuses)
    if (errors) t.same(answer.body?.errors, errors, `${what}: names the fields`)
    assertNothingWritten(t, before, await put.mark(), what)
  }
}
