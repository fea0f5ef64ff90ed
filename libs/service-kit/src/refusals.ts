import { HttpError } from './errors'

/**
 * How one domain refusal answers over HTTP: its status, the form field its message is shown
 * under (the spec's screens put most refusals beside a field), a fixed text where the screen's
 * wording differs from the domain's, and a log code other than the status's.
 */
export type RefusalAnswer = number | RefusalRule

export interface RefusalRule { status: number; field?: string; message?: string; code?: string }

/** A service's refusal-to-status table: one entry per reason, so a new reason cannot go unmapped. */
export type RefusalTable<R extends string> = Record<R, RefusalAnswer>

const codeOfStatus: Record<number, string> = {
  400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 422: 'UNPROCESSABLE', 428: 'PRECONDITION_REQUIRED', 429: 'TOO_MANY_REQUESTS',
}

/**
 * The one mechanism every service maps its refusals with: the reason's entry in the service's table
 * gives the status and field; `message` is the domain's text unless the table fixes one; `errors`
 * (a refusal that names its own fields) wins over the table's field.
 */
export function refusalAnswer<R extends string>(table: RefusalTable<R>, reason: R, message: string, errors?: Record<string, string>): HttpError {
  const entry = table[reason]
  const rule: RefusalRule = typeof entry === 'number' ? { status: entry } : entry
  const text = rule.message ?? message
  const fields = errors ?? (rule.field ? { [rule.field]: text } : undefined)
  return new HttpError(rule.status, text, fields, rule.code ?? codeOfStatus[rule.status] ?? 'REFUSED')
}

/**
 * Runs a route's work and answers what `toHttp` recognises as a refusal with its HTTP error;
 * anything else (a bug) goes on to the error handler as it was.
 */
export async function answeringRefusals<T>(toHttp: (error: unknown) => HttpError | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw toHttp(error) ?? error
  }
}
