import { appendFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Logger } from 'pino'
import type { Clock } from '@arena/service-kit'
import type { OtpSender, OutgoingCode } from './OtpSender'

/**
 * The embedded profile's delivery: no SMS or mail provider, so codes go to the log and to
 * `<dataDir>/outbox/otp.jsonl`, one JSON object per line, where a person or a browser test reads them.
 */
export class OutboxSender implements OtpSender {
  readonly file: string

  constructor(private readonly options: { dataDir: string; logger: Logger; clock: Clock }) {
    this.file = join(options.dataDir, 'outbox', 'otp.jsonl')
  }

  async send(message: OutgoingCode): Promise<void> {
    const line = { at: this.options.clock.now().toISOString(), ...message }
    await mkdir(join(this.options.dataDir, 'outbox'), { recursive: true })
    await appendFile(this.file, `${JSON.stringify(line)}\n`, { mode: 0o600 })
    // Logged in the clear on purpose: in the embedded profile the log is the delivery channel.
    this.options.logger.info({ outbox: { channel: message.channel, address: message.address, purpose: message.purpose, code: message.code } }, 'code written to the outbox')
  }
}
