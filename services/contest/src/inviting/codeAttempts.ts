import type { Clock } from '@arena/service-kit'

/** Wrong join codes a player may enter in any window of WINDOW_MS before they must wait. */
export const WRONG_CODES_ALLOWED = 10
export const WRONG_CODES_WINDOW_MS = 15 * 60_000

/**
 * Counts wrong join codes per user (sliding window, injected clock), so codes cannot be guessed
 * by trying many: with 31^10 codes and 10 tries per 15 minutes a guess takes aeons. Held in the
 * process that serves the call; with several gateway processes each counts its own.
 */
export class CodeAttempts {
  readonly #wrong = new Map<string, number[]>()

  constructor(private readonly clock: Clock, private readonly limit = WRONG_CODES_ALLOWED, private readonly windowMs = WRONG_CODES_WINDOW_MS) {}

  /** True while `userId` has used up their wrong tries. */
  blocked(userId: string): boolean {
    return this.#recent(userId).length >= this.limit
  }

  wrong(userId: string): void {
    this.#wrong.set(userId, [...this.#recent(userId), this.clock.now().getTime()])
  }

  #recent(userId: string): number[] {
    const since = this.clock.now().getTime() - this.windowMs
    const recent = (this.#wrong.get(userId) ?? []).filter(at => at > since)
    if (recent.length === 0) this.#wrong.delete(userId)
    else this.#wrong.set(userId, recent)
    return recent
  }
}
