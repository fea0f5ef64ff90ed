import type { Transporter } from 'nodemailer'
import { composeMessage, type OtpSender, type OutgoingCode } from './OtpSender'

export interface SmtpOptions {
  /** e.g. smtps://user:pass@smtp.example.com:465 */
  url: string
  from: string
  /** Injected in tests (e.g. nodemailer's jsonTransport). */
  transport?: Transporter
}

export class SmtpSender implements OtpSender {
  #transport?: Promise<Transporter>

  constructor(private readonly options: SmtpOptions) {}

  async send(message: OutgoingCode): Promise<void> {
    const { subject, text } = composeMessage(message)
    await (await this.transport()).sendMail({ from: this.options.from, to: message.address, subject, text })
  }

  /** nodemailer loads on the first mail, not at start: every process imports this module, few send mail. */
  private transport(): Promise<Transporter> {
    this.#transport ??= this.options.transport
      ? Promise.resolve(this.options.transport)
      : import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.options.url))
    return this.#transport
  }
}
