/**
 * A stop for a test's running parts: the steps run in order, on the first call only, so a test
 * may stop a process early (a restart) and the teardown calling it again does nothing.
 *
 *   const close = closeOnce(() => app.close(), () => module.stop?.())
 */
export function closeOnce(...steps: (() => unknown)[]): () => Promise<void> {
  let closed = false
  return async () => {
    if (closed) return
    closed = true
    for (const step of steps) await step()
  }
}
