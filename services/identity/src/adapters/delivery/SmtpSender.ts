import nodemailer, { type Transporter } from 'nodemailer'
import { composeMessage, type OtpSender, type OutgoingCode } from './OtpSender'

export interface SmtpOptions {
  /** e.g. smtps://user:pass@smtp.example.com:465 */
  url: string
  from: string
  /** Injected in tests (e.g. nodemailer's jsonTransport). */
  transport?: Transporter
}

export class SmtpSender implements OtpSender {
  readonly #transport: Transporter

  constructor(private readonly options: SmtpOptions) {
    this.#transport = options.transport ?? nodemailer.createTransport(options.url)
  }

  async send(message: OutgoingCode): Promise<void> {
    const { subject, text } = composeMessage(message)
    await this.#transport.sendMail({ from: this.options.from, to: message.address, subject, text })
  }
}
