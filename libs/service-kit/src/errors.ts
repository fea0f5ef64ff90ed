/**
 * The one error body every route answers with, in the shape the spec's screens read:
 * a message for the toast and field-keyed texts shown beside the fields.
 */
export interface ErrorBody {
  status: false
  message: string
  errors?: Record<string, string>
}

/** A refusal the caller can act on: maps to a 4xx with the spec's wording. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly code: string = 'REFUSED',
  ) {
    super(message)
    this.name = 'HttpError'
  }
  body(): ErrorBody {
    return this.errors ? { status: false, message: this.message, errors: this.errors } : { status: false, message: this.message }
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors, 'BAD_REQUEST')
export const unauthorized = (message = 'Please log in again') => new HttpError(401, message, undefined, 'UNAUTHORIZED')
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message, undefined, 'FORBIDDEN')
export const notFound = (message = 'Not found') => new HttpError(404, message, undefined, 'NOT_FOUND')
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors, 'CONFLICT')
export const tooMany = (message: string) => new HttpError(429, message, undefined, 'TOO_MANY_REQUESTS')
