import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { engineUrl, needs } from '@arena/testing'
import type { LoadOptions, LoadReport } from '../load'

/**
 * Every load and fault test needs PostgreSQL, Redis and Kafka (a broker of its own is started from
 * infra/kafka, so KAFKA_BROKERS stands for "Java and the broker's jars are here").
 */
export function engines(): { skip?: string } {
  for (const engine of ['postgres', 'redis', 'kafka'] as const) {
    const answer = needs(engine)
    if (answer.skip) return answer
  }
  return {}
}

/** A small cluster's options; tests override the size, the duration and the faults. */
export function smallLoad(overrides: Partial<LoadOptions>): LoadOptions {
  return {
    root: join(dirname(fileURLToPath(import.meta.url)), '../../..'),
    databaseUrl: engineUrl('postgres')!,
    redisUrl: engineUrl('redis')!,
    players: 50,
    seconds: 30,
    concurrency: 12,
    late: 0.2,
    prizeLevels: 10,
    log: message => console.error(`# [load] ${message}`),
    ...overrides,
  }
}

/** The report's verdict as assertions that print what went wrong. */
export function assertConsistent(t: Test, report: LoadReport): void {
  t.equal(report.errors, 0, 'the consistency check and every call found no error', { firstErrors: report.firstErrors })
  t.ok(report.checked, 'the consistency check ran to the end')
  t.equal(report.players.joined, report.players.planned, 'every player joined', { players: report.players })
  t.ok(report.orders.acknowledged > report.players.planned * 5, 'players traded (more than 5 orders each on average)', { orders: report.orders })
  t.ok((report.checked?.ranked ?? 0) > 0, 'the board ranked players', { checked: report.checked })
  t.ok((report.checked?.winners ?? 0) > 0, 'settlement paid winners', { checked: report.checked })
}
