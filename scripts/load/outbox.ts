import { open } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The OTP outbox (`<dataDir>/outbox/otp.jsonl`) read the way a person reads their SMS, but
 * incrementally: thousands of sign-ups would otherwise re-read an ever longer file each time.
 */
export class Outbox {
  readonly #file: string
  readonly #codes = new Map<string, { count: number; last: string }>()
  #offset = 0
  #partial = ''
  #reading: Promise<void> | undefined

  constructor(dataDir: string) {
    this.#file = join(dataDir, 'outbox', 'otp.jsonl')
  }

  /** How many codes `address` has been sent so far (read before asking for a new one). */
  async sent(address: string): Promise<number> {
    await this.#catchUp()
    return this.#codes.get(address)?.count ?? 0
  }

  /** The code sent to `address` after the first `before` ones; the edge writes it before answering. */
  async codeFor(address: string, before: number): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const seen = this.#codes.get(address)
      if (seen && seen.count > before) return seen.last
      await this.#catchUp()
      if ((this.#codes.get(address)?.count ?? 0) <= before) await new Promise(resolve => setTimeout(resolve, 20))
    }
    throw new Error(`no new code was sent to ${address}`)
  }

  #catchUp(): Promise<void> {
    return (this.#reading ??= this.#readNew().finally(() => (this.#reading = undefined)))
  }

  async #readNew(): Promise<void> {
    const handle = await open(this.#file, 'r').catch(() => undefined)
    if (!handle) return
    try {
      const { size } = await handle.stat()
      if (size <= this.#offset) return
      const buffer = Buffer.alloc(size - this.#offset)
      await handle.read(buffer, 0, buffer.length, this.#offset)
      this.#offset = size
      const lines = (this.#partial + buffer.toString('utf8')).split('\n')
      this.#partial = lines.pop() ?? ''
      for (const line of lines) {
        if (!line.trim()) continue
        const { address, code } = JSON.parse(line) as { address: string; code: string }
        this.#codes.set(address, { count: (this.#codes.get(address)?.count ?? 0) + 1, last: code })
      }
    } finally {
      await handle.close()
    }
  }
}
