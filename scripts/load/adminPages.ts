import { describe, sleep, transient, type Api } from './http'

/**
 * The admin's fair-play flags, asked once per edge: in the cluster an edge keeps no fair-play
 * index and asks identity's worker over Kafka (docs/adr/0004), so this is the one admin page
 * whose answer crosses the broker. A worker being restarted by a fault test may answer 503 for
 * a while: that is asked again, anything else is an error.
 */
export async function flagPageErrors(api: Api, token: string, edges: number, patienceMs = 60_000): Promise<string[]> {
  const errors: string[] = []
  const ask = () => api.call('/api/admin/fair-play/flags', { method: 'GET', token, name: 'admin fair-play flags' })
  for (let i = 0; i < edges; i++) {
    const deadline = Date.now() + patienceMs
    let answer = await ask()
    while (transient(answer) && Date.now() < deadline) {
      await sleep(500)
      answer = await ask()
    }
    const body = answer.body as { data?: unknown; total?: unknown } | undefined
    const whole = answer.status === 200 && Array.isArray(body?.data) && Number.isInteger(body?.total) && (body!.total as number) >= (body!.data as unknown[]).length
    if (!whole) errors.push(describe('the admin\'s fair-play flags', answer))
  }
  return errors
}
