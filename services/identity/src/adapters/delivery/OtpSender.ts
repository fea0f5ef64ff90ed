import type { OtpChannel, OtpPurpose } from '@arena/contracts'

export type DeliveryPurpose = OtpPurpose | 'password-reset' | 'email-verification' | 'contact-changed'

/**
 * A secret for one person: an OTP, or a link token (then `link` is the page to open). A
 * `contact-changed` notice carries no secret (`code` is empty) but `notice`, what changed.
 */
export interface OutgoingCode {
  channel: OtpChannel
  /** '+<calling code><number>' for sms, the email address for email. */
  address: string
  code: string
  purpose: DeliveryPurpose
  link?: string
  notice?: string
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
    case 'change-address':
      return { subject: 'Confirm your new contact details', text: `${message.code} is your code to confirm this address for your Arena account. It expires in 5 minutes. Never share it with anyone.` }
    case 'change-password':
      return { subject: 'Confirm your password change', text: `${message.code} is your code to change your Arena password. It expires in 5 minutes. If you did not ask for this, do not share it and sign out everywhere.` }
    case 'contact-changed':
      return { subject: 'Your account details changed', text: `${message.notice ?? 'Your contact details'} on your Arena account. If this was not you, contact support right away.` }
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
