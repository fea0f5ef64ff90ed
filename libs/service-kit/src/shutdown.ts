import type { Logger } from 'pino'

export type Closer = () => Promise<unknown>

/**
 * Closes what a process opened in reverse order of opening (the HTTP server before the bus
 * before the store), once, on SIGINT/SIGTERM or on request, so in-flight work can finish.
 */
export class Shutdown {
  #closers: { name: string; close: Closer }[] = []
  #running: Promise<void> | undefined

  constructor(private readonly logger?: Logger) {}

  add(name: string, close: Closer): void {
    this.#closers.push({ name, close })
  }

  onSignals(signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM']): void {
    for (const signal of signals) {
      process.once(signal, () => {
        this.logger?.info({ signal }, 'shutting down')
        void this.run().then(() => process.exit(0), () => process.exit(1))
      })
    }
  }

  run(): Promise<void> {
    this.#running ??= (async () => {
      for (const { name, close } of [...this.#closers].reverse()) {
        try {
          await close()
        } catch (error) {
          this.logger?.error({ err: error, name }, 'error while closing')
        }
      }
    })()
    return this.#running
  }
}
