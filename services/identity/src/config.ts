import type { Logger } from 'pino'
import { Type, loadConfig, type Clock } from '@arena/service-kit'
import { defaultOtpLimits, type OtpLimits } from './domain/otp'
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

export const identityEnvSchema = Type.Object({
  /** Keys the OTP hashes, the sealed tokens and the email links; at least 32 characters. */
  IDENTITY_SECRET: Type.String({ minLength: 32 }),
  /** Origin of the web app, for password-reset and email-verification links. */
  PUBLIC_URL: Type.String({ default: 'http://localhost:3000' }),
  OTP_DELIVERY: Type.Union([Type.Literal('outbox'), Type.Literal('provider')], { default: 'outbox' }),
  SMS_GATEWAY_URL: Type.Optional(Type.String()),
  SMS_GATEWAY_API_KEY: Type.Optional(Type.String()),
  SMTP_URL: Type.Optional(Type.String()),
  SMTP_FROM: Type.Optional(Type.String()),
})

export type IdentityEnv = ReturnType<typeof loadIdentityEnv>

export const loadIdentityEnv = (env: NodeJS.ProcessEnv = process.env) => loadConfig(identityEnvSchema, env)

/** Outbox in the embedded profile; SMS gateway and SMTP when OTP_DELIVERY=provider. */
export function createOtpSender(env: IdentityEnv, deps: { dataDir: string; logger: Logger; clock: Clock }): OtpSender {
  if (env.OTP_DELIVERY === 'outbox') return new OutboxSender(deps)
  const missing = ['SMS_GATEWAY_URL', 'SMS_GATEWAY_API_KEY', 'SMTP_URL', 'SMTP_FROM'].filter(key => !env[key as keyof IdentityEnv])
  if (missing.length > 0) throw new Error(`OTP_DELIVERY=provider needs ${missing.join(', ')}`)
  return byChannel({
    sms: new SmsGatewaySender({ url: env.SMS_GATEWAY_URL!, apiKey: env.SMS_GATEWAY_API_KEY! }),
    email: new SmtpSender({ url: env.SMTP_URL!, from: env.SMTP_FROM! }),
  })
}
