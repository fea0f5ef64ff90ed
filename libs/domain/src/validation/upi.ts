import { isBlank } from './fields'
import { messages, type FieldErrors } from './messages'

/** name@handle: one @, something on both sides, no spaces (the spec's xxxx@xxxx). */
const UPI_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+$/

export interface UpiInput {
  upiId?: string
}

export function validateUpi(input: UpiInput): FieldErrors<'upiId'> {
  if (isBlank(input.upiId)) return { upiId: messages.upiRequired }
  return UPI_PATTERN.test(input.upiId!.trim()) ? {} : { upiId: messages.upiInvalid }
}
