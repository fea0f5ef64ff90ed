import type { Logger } from '@arena/service-kit'

/**
 * One full collection once the read models are restored. Restoring leaves garbage the size of the
 * checkpoints (their JSON text, the rows and objects the restore replaced), and a process that then
 * allocates little (an idle worker) keeps it resident for good: V8 starts a full collection only
 * when the old generation grows. Run before the process listens, so no request waits on it. Needs
 * node's --expose-gc (scripts/lib/platformNode.mjs); a process started without it skips this.
 */
export function collectRestoreGarbage(logger: Logger, gc: (() => void) | null = (globalThis as { gc?: () => void }).gc ?? null): void {
  if (!gc) return
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  gc()
  const after = process.memoryUsage().heapUsed
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10
  logger.info({ heapUsedMb: mb(after), freedMb: mb(before - after), ms: Math.round(performance.now() - started) }, 'garbage of the restore collected')
}
