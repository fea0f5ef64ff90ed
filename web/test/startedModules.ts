import type { Test } from 'tap'
import type { ServiceModule } from '@arena/service-kit'

export type Close = () => Promise<unknown> | void

/**
 * The list of what a test app must close, closed last-first at teardown. Registered before
 * anything can fail, so a broken start still closes whatever had started.
 */
export function closedAtTeardown(t: Test, first: Close[]): Close[] {
  t.teardown(async () => {
    for (const close of first.reverse()) await close()
  })
  return first
}

/** Starts each module, then its workers, in order; each started module is stopped at teardown. */
export async function startModules(modules: ServiceModule[], closing: Close[]): Promise<void> {
  for (const module of modules) {
    await module.start?.()
    closing.push(() => module.stop?.())
    await module.startWorkers?.()
  }
}
