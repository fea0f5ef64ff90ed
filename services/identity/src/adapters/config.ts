import type { Logger } from 'pino'
import type { Clock } from '@arena/service-kit'
import { defaultOtpLimits, type OtpLimits } from '../domain/otp'
import { byChannel, type OtpSender } from './delivery/OtpSender'
import { OutboxSender } from './delivery/OutboxSender'
import { SmsGatewaySender } from './delivery/SmsGatewaySender'
import { SmtpSender } from './delivery/SmtpSender'

/** Every identity limit in one object: OTP rules plus the brakes on the other public forms. */
export interface IdentityLimits extends OtpLimits {
  passwordResetTtlSeconds: number
  emailLinkTtlSeconds: number
  /** Wrong passwords per account per hour on temp login before it is refused for a while. */
  passwordFailuresPerHour: number
  /** Contact messages and subscriptions per IP per hour. */
  formsPerIpPerHour: number
  loginHistoryPageSize: number
}

export const defaultIdentityLimits: IdentityLimits = {
  ...defaultOtpLimits,
  passwordResetTtlSeconds: 60 * 60,
  emailLinkTtlSeconds: 7 * 24 * 60 * 60,
  passwordFailuresPerHour: 10,
  formsPerIpPerHour: 10,
  loginHistoryPageSize: 10,
}

/**
 * How codes leave, as the operator configures it (the platform loads these variables with the
 * rest of its configuration and passes them in; see services/identity/README.md).
 */
export interface OtpDeliverySettings {
  OTP_DELIVERY: 'outbox' | 'provider'
  SMS_GATEWAY_URL?: string
  SMS_GATEWAY_API_KEY?: string
  SMTP_URL?: string
  SMTP_FROM?: string
}

/** Outbox in the embedded profile; SMS gateway and SMTP when OTP_DELIVERY=provider. */
export function createOtpSender(env: OtpDeliverySettings, deps: { dataDir: string; logger: Logger; clock: Clock }): OtpSender {
  if (env.OTP_DELIVERY === 'outbox') return new OutboxSender(deps)
  const missing = ['SMS_GATEWAY_URL', 'SMS_GATEWAY_API_KEY', 'SMTP_URL', 'SMTP_FROM'].filter(key => !env[key as keyof OtpDeliverySettings])
  if (missing.length > 0) throw new Error(`OTP_DELIVERY=provider needs ${missing.join(', ')}`)
  return byChannel({
    sms: new SmsGatewaySender({ url: env.SMS_GATEWAY_URL!, apiKey: env.SMS_GATEWAY_API_KEY! }),
    email: new SmtpSender({ url: env.SMTP_URL!, from: env.SMTP_FROM! }),
  })
}
