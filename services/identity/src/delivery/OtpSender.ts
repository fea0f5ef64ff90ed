import type { OtpChannel } from '@arena/contracts'

export type DeliveryPurpose = 'register' | 'login' | 'password-reset' | 'email-verification'

/** A secret for one person: an OTP, or a link token (then `link` is the page to open). */
export interface OutgoingCode {
  channel: OtpChannel
  /** '+<calling code><number>' for sms, the email address for email. */
  address: string
  code: string
  purpose: DeliveryPurpose
  link?: string
}

/**
 * Delivers OTPs and link tokens. Embedded profile: OutboxSender (log + jsonl file); cluster:
 * SmsGatewaySender and SmtpSender. A rejected promise means the code did not leave.
 */
export interface OtpSender {
  send(message: OutgoingCode): Promise<void>
}

/** The human text of a message, shared by every provider so SMS and email read the same. */
export function composeMessage(message: OutgoingCode): { subject: string; text: string } {
  switch (message.purpose) {
    case 'register':
    case 'login':
      return { subject: 'Your verification code', text: `${message.code} is your verification code. It expires in 5 minutes. Never share it with anyone.` }
    case 'password-reset':
      return { subject: 'Reset your password', text: `Open this link to set a new password (valid for 1 hour): ${message.link ?? message.code}` }
    case 'email-verification':
      return { subject: 'Verify your email', text: `Open this link to verify your email address: ${message.link ?? message.code}` }
    default: {
      const never: never = message.purpose
      throw new Error(`unknown purpose ${String(never)}`)
    }
  }
}

/** Sends each message through the sender of its channel. */
export function byChannel(senders: Record<OtpChannel, OtpSender>): OtpSender {
  return { send: message => senders[message.channel].send(message) }
}
