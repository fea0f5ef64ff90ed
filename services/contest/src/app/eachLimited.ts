/** Runs `work` over the items, at most `limit` at a time; one failure does not stop the others. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<unknown[]> {
  const failures: unknown[] = []
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!
      try {
        await work(item)
      } catch (error) {
        failures.push(error)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return failures
}
