// The load generator of scripts/bench/orders.ts, forked so its CPU is not the server's. It runs one
// phase per IPC message and answers with the latencies it saw:
//   { url, prefix, contestId, tokens, addsOnly?, closed: { concurrency } | open: { rate }, warmupSeconds, seconds }
// Each player alternates an order-add of a resting buy (never crossed) and the order-delete of it
// (with `addsOnly`, only order-adds: every order rests).
// Closed loop: `concurrency` workers, one player each, each sends its next request when the last
// one answered. Open loop: request i is due at start + i / rate whatever is in flight (players in
// turn), and its latency runs from when it was due, so a stalled server is not hidden by a
// generator that waits for it (no coordinated omission).
import { setTimeout as sleep } from 'node:timers/promises'
import { Pool } from 'undici'

const round = (n, places = 3) => Math.round(n * 10 ** places) / 10 ** places

function summary(latencies, seconds) {
  const sorted = Float64Array.from(latencies).sort()
  const at = p => round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0)
  return { count: sorted.length, perSec: Math.round(sorted.length / seconds), p50Ms: at(0.5), p90Ms: at(0.9), p99Ms: at(0.99), maxMs: round(sorted.at(-1) ?? 0) }
}

async function runPhase(phase) {
  const connections = phase.closed ? phase.closed.concurrency : phase.connections
  const pool = new Pool(phase.url, { connections, pipelining: 1, keepAliveTimeout: 60_000 })
  const players = phase.tokens.map(token => ({ authorization: `Bearer ${token}`, open: undefined, busy: false }))
  const add = JSON.stringify({ contest_id: phase.contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '1000', amount: '0.5' })
  const latencies = { add: [], del: [] }
  const errors = []
  let recording = false
  let overloaded = false

  /** One request for the player: the delete of its open order, or a new one. */
  async function step(player, dueAt) {
    const orderId = phase.addsOnly ? undefined : player.open
    const path = orderId ? `${phase.prefix}/order-delete` : `${phase.prefix}/order-add`
    const body = orderId ? JSON.stringify({ _id: orderId, orderType: 'Buy' }) : add
    if (orderId) player.open = undefined
    player.busy = true
    const t0 = dueAt ?? performance.now()
    try {
      const response = await pool.request({ path, method: 'POST', headers: { 'content-type': 'application/json', authorization: player.authorization }, body })
      const text = await response.body.text()
      const took = performance.now() - t0
      if (response.statusCode !== 200) {
        if (errors.length < 5) errors.push(`${response.statusCode} ${path} ${text.slice(0, 200)}`)
        else errors.push('')
        if (orderId) player.open = orderId
        return
      }
      if (!orderId) player.open = JSON.parse(text).data._id
      if (recording) (orderId ? latencies.del : latencies.add).push(took)
    } catch (error) {
      errors.push(String(error))
      if (orderId) player.open = orderId
    } finally {
      player.busy = false
    }
  }

  const cpu0 = process.cpuUsage()
  let measuredFrom = 0
  const warmupEnds = performance.now() + phase.warmupSeconds * 1000
  const ends = warmupEnds + phase.seconds * 1000
  const startRecording = setTimeout(() => {
    recording = true
    measuredFrom = performance.now()
    process.send?.({ recording: true })
  }, phase.warmupSeconds * 1000)
  if (phase.closed) {
    await Promise.all(players.slice(0, phase.closed.concurrency).map(async player => {
      while (performance.now() < ends) await step(player)
    }))
  } else {
    const { rate } = phase.open
    const started = performance.now()
    const inFlight = new Set()
    let sent = 0
    // More than `backlogSeconds` of requests waiting: the server cannot take the rate; stop there
    // (reported as overloaded) instead of queueing for minutes.
    const backlog = rate * (phase.backlogSeconds ?? 5)
    while (performance.now() < ends && !(overloaded = inFlight.size > backlog)) {
      const due = Math.floor(((performance.now() - started) * rate) / 1000)
      for (; sent < due; sent++) {
        // Players in turn; one still waiting for its last answer sends a new order (its next
        // delete would need that answer).
        const player = players[sent % players.length]
        const dueAt = started + (sent * 1000) / rate
        const request = step(player.busy ? { ...player, open: undefined, authorization: player.authorization } : player, dueAt)
        inFlight.add(request)
        void request.finally(() => inFlight.delete(request))
      }
      await sleep(1)
    }
    // What is still in flight when the time is up is given `backlogSeconds` more, then counted as lost.
    const grace = setTimeout(() => void pool.destroy(), (phase.backlogSeconds ?? 5) * 1000)
    await Promise.allSettled(inFlight)
    clearTimeout(grace)
  }
  clearTimeout(startRecording)
  const seconds = (performance.now() - (measuredFrom || warmupEnds)) / 1000
  const cpu = process.cpuUsage(cpu0)
  if (!pool.destroyed) await pool.close()
  const all = [...latencies.add, ...latencies.del]
  return {
    all: summary(all, seconds),
    orderAdd: summary(latencies.add, seconds),
    orderDelete: summary(latencies.del, seconds),
    errors: errors.length,
    overloaded,
    firstErrors: errors.filter(Boolean).slice(0, 5),
    seconds: round(seconds, 2),
    loadgenCpuUsPerRequest: all.length ? Math.round((cpu.user + cpu.system) / (all.length + errors.length)) : null,
  }
}

process.on('message', async phase => {
  try {
    process.send({ result: await runPhase(phase) })
  } catch (error) {
    process.send({ error: String(error?.stack ?? error) })
  }
})
process.on('disconnect', () => process.exit(0))
