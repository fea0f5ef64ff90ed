import type { FastifyRequest } from 'fastify'
import type { PersonalDataChangedData } from '@arena/contracts'
import { isBlank, validatePassword } from '@arena/domain'
import { badRequest, forbidden, principalOf } from '@arena/service-kit'
import { readAddress } from '../app/addresses'
import { releaseClaim, takeClaim, type ClaimRequest } from '../app/claims'
import type { Cause } from '../app/commandRunner'
import type { IdentityDeps } from '../app/deps'
import { applyToUser, requireUser } from '../app/users'
import { hashPassword, verifyPassword } from '../crypto/secrets'
import type { UserState } from '../domain/user'
import { assertValid, causeOf, type Fields } from '../http/body'
import { refusals } from '../http/errorMap'
import { mobileKey } from '../readModel/lookupKeys'
import { sendEmailVerification } from '../verifyingEmail/emailLink'

/** POST /api/persional-data-update: type mobile, email or password, always on the caller's own account. */
export async function changePersonalData(deps: IdentityDeps, fields: Fields, request: FastifyRequest) {
  const principal = principalOf(request)
  const asked = fields('_id')
  if (asked && asked !== principal.id) throw forbidden(refusals.notYourProfile)
  const user = requireUser(deps, principal.id)
  const cause = causeOf(request, deps.clock)
  switch (fields('type')) {
    case 'mobile':
      return changeMobile(deps, user, fields, cause)
    case 'email':
      return changeEmail(deps, user, fields, cause)
    case 'password':
      return changePassword(deps, user, fields, cause)
    default:
      throw badRequest(refusals.typeRequired, { type: refusals.typeRequired })
  }
}

async function changeMobile(deps: IdentityDeps, user: UserState, fields: Fields, cause: Cause) {
  const { countryCode, mobile } = readAddress('sms', fields, deps.sealer)
  if (mobile === user.mobile && countryCode === user.countryCode) return { status: true, message: 'Mobile number updated successfully' }
  const previous: ClaimRequest[] = user.mobile ? [['mobile', mobileKey(user.countryCode, user.mobile)]] : []
  await swapClaim(deps, user, ['mobile', mobileKey(countryCode, mobile!)], previous, { countryCode, mobile: mobile! }, cause)
  return { status: true, message: 'Mobile number updated successfully' }
}

async function changeEmail(deps: IdentityDeps, user: UserState, fields: Fields, cause: Cause) {
  const { email } = readAddress('email', fields, deps.sealer)
  if (email === user.email) return { status: true, message: 'Email updated successfully' }
  const previous: ClaimRequest[] = user.email ? [['email', user.email]] : []
  await swapClaim(deps, user, ['email', email!], previous, { email: email! }, cause)
  await sendEmailVerification(deps, user.id, email!, cause.at)
  return { status: true, message: 'Email updated. Please open the link we sent to verify it' }
}

/** Takes the new value first, so a value someone else holds changes nothing; frees the old one last. */
async function swapClaim(deps: IdentityDeps, user: UserState, next: ClaimRequest, previous: ClaimRequest[], data: PersonalDataChangedData, cause: Cause) {
  await takeClaim(deps, next, user.id, cause)
  try {
    await applyToUser(deps, user.id, { type: 'ChangePersonalData', data, now: cause.at }, cause)
  } catch (error) {
    await releaseClaim(deps, next, user.id, cause)
    throw error
  }
  for (const claim of previous) await releaseClaim(deps, claim, user.id, cause)
}

/** Setting a first password needs only the session; changing one also needs the old one. */
async function changePassword(deps: IdentityDeps, user: UserState, fields: Fields, cause: Cause) {
  const password = fields('password')
  assertValid(validatePassword({ password, password2: fields('password2') }))
  if (user.passwordHash !== null) {
    const old = fields('opassword')
    if (isBlank(old)) throw badRequest(refusals.oldPasswordRequired, { opassword: refusals.oldPasswordRequired })
    if (!(await verifyPassword(old!, user.passwordHash))) throw badRequest(refusals.oldPasswordWrong, { opassword: refusals.oldPasswordWrong })
  }
  await applyToUser(deps, user.id, { type: 'SetPassword', hash: await hashPassword(password!) }, cause)
  return { status: true, message: 'Password updated successfully' }
}
