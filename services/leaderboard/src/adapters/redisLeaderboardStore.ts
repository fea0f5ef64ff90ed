import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { BoardChange, LeaderboardStore, RankedRow, ScoreRow } from '../ports'
import { rankRows } from './rankRows'

/** Members per ZADD, so one huge tick does not build one huge command. */
const CHUNK = 1000

export interface RedisLeaderboardOptions {
  /** A connected client; the store uses it but `close()` quits it. */
  redis: Redis
  /** Prepended to every key (tests use a unique one per run). */
  prefix?: string
}

/**
 * Leaderboards as Redis sorted sets, key `<prefix>leaderboard:<board>`. Scores are stored
 * negated so that ZRANGE's natural order (score ascending, then member ascending) is the
 * ranking's order (value descending, then member ascending), the same order the memory adapter
 * keeps. Writes are pipelined: a tick that moves 10,000 scores is one round trip.
 */
export class RedisLeaderboardStore implements LeaderboardStore {
  readonly redis: Redis
  readonly #prefix: string

  constructor(options: RedisLeaderboardOptions) {
    this.redis = options.redis
    this.#prefix = options.prefix ?? ''
  }

  /** Connects a client of its own to `url`. */
  static async connect(options: { url: string; prefix?: string }): Promise<RedisLeaderboardStore> {
    const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 })
    await redis.connect()
    return new RedisLeaderboardStore({ redis, prefix: options.prefix })
  }

  key(board: string): string {
    return `${this.#prefix}leaderboard:${board}`
  }

  async apply(changes: readonly BoardChange[]): Promise<void> {
    const pipeline = this.redis.pipeline()
    for (const change of changes) {
      const key = this.key(change.board)
      const removed = change.remove ?? []
      for (let i = 0; i < removed.length; i += CHUNK) pipeline.zrem(key, ...removed.slice(i, i + CHUNK))
      addRows(pipeline, key, change.set ?? [])
    }
    if (pipeline.length === 0) return
    failOnError(await pipeline.exec())
  }

  async replace(board: string, rows: readonly ScoreRow[]): Promise<void> {
    const key = this.key(board)
    if (rows.length === 0) {
      await this.redis.del(key)
      return
    }
    // Built aside and renamed over the board: RENAME is atomic, so readers never see half a board.
    const scratch = `${key}:rebuild:${randomUUID()}`
    const pipeline = this.redis.pipeline()
    addRows(pipeline, scratch, rows)
    pipeline.rename(scratch, key)
    failOnError(await pipeline.exec())
  }

  async rank(board: string, member: string): Promise<RankedRow | undefined> {
    const negated = await this.redis.zscore(this.key(board), member)
    if (negated === null) return undefined
    const above = await this.redis.zcount(this.key(board), '-inf', `(${negated}`)
    return { member, score: 0 - Number(negated), rank: above + 1 }
  }

  async page(board: string, offset: number, limit: number): Promise<RankedRow[]> {
    if (limit <= 0) return []
    return this.#ranked(this.key(board), Math.max(0, offset), Math.max(0, offset) + limit - 1)
  }

  async around(board: string, member: string, radius: number): Promise<RankedRow[]> {
    const position = await this.redis.zrank(this.key(board), member)
    if (position === null) return []
    return this.#ranked(this.key(board), Math.max(0, position - radius), position + radius)
  }

  async count(board: string): Promise<number> {
    return this.redis.zcard(this.key(board))
  }

  async drop(board: string): Promise<void> {
    await this.redis.del(this.key(board))
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }

  async #ranked(key: string, start: number, stop: number): Promise<RankedRow[]> {
    const flat = await this.redis.zrange(key, start, stop, 'WITHSCORES')
    if (flat.length === 0) return []
    const rows: ScoreRow[] = []
    for (let i = 0; i < flat.length; i += 2) rows.push({ member: flat[i]!, score: 0 - Number(flat[i + 1]) })
    const above = await this.redis.zcount(key, '-inf', `(${flat[1]}`)
    return rankRows(rows, above + 1, start)
  }
}

function addRows(pipeline: ReturnType<Redis['pipeline']>, key: string, rows: readonly ScoreRow[]): void {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const args: (string | number)[] = []
    for (const row of rows.slice(i, i + CHUNK)) args.push(-row.score, row.member)
    pipeline.zadd(key, ...args)
  }
}

function failOnError(results: [Error | null, unknown][] | null): void {
  const failed = results?.find(([error]) => error)
  if (failed) throw failed[0]
}
