import { compact, type FormInput } from './fields'
import { messages, type FieldErrors } from './messages'

export const PASSWORD_MIN = 8
/** Lower case, upper case, a digit and one of !@#$%^&*, at least 8 long. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/

export const passwordError = (password: string | undefined): string | undefined =>
  PASSWORD_PATTERN.test(password ?? '') ? undefined : messages.passwordRule

/** `password2` is the confirmation, named as the reset-password call names it. */
export type PasswordInput = FormInput<'password' | 'password2'>

export type PasswordField = keyof PasswordInput

/** Reset and change password share these rules. */
export function validatePassword(input: PasswordInput): FieldErrors<PasswordField> {
  return compact({
    password: passwordError(input.password),
    password2: input.password2 === undefined || input.password2 !== input.password ? messages.passwordsMustMatch : undefined,
  })
}
