/** A clock tests move by hand: time passes only when the test says so, never by sleeping. */
export interface Clock {
  now(): Date
}

export class ManualClock implements Clock {
  #ms: number
  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    this.#ms = new Date(start).getTime()
  }
  now(): Date {
    return new Date(this.#ms)
  }
  advance(ms: number): void {
    this.#ms += ms
  }
  set(at: Date | string): void {
    this.#ms = new Date(at).getTime()
  }
}
