import type { ScoreRow } from '../ports'

/** Highest score first; equal scores by member ascending. */
export function compareRows(a: ScoreRow, b: ScoreRow): number {
  if (a.score !== b.score) return b.score - a.score
  return a.member < b.member ? -1 : a.member > b.member ? 1 : 0
}

const MAX_BLOCK = 512

/**
 * A sorted list kept as short sorted blocks: insert and remove cost a block search plus a small
 * splice, rank and offset cost one pass over block sizes. At 100,000 rows that is ~200 blocks,
 * so a tick that moves 10,000 scores stays in milliseconds, where one sorted array would
 * shift half of it on every update.
 */
export class SortedBlocks {
  #blocks: ScoreRow[][] = []
  #size = 0

  get size(): number {
    return this.#size
  }

  insert(row: ScoreRow): void {
    const b = this.#blockFor(row)
    if (b === -1) {
      this.#blocks.push([row])
    } else {
      const block = this.#blocks[b]!
      block.splice(lowerBound(block, row), 0, row)
      if (block.length > MAX_BLOCK) this.#blocks.splice(b, 1, block.slice(0, block.length >> 1), block.slice(block.length >> 1))
    }
    this.#size++
  }

  /** Removes the row equal to `row` (same score and member); false if there is none. */
  remove(row: ScoreRow): boolean {
    const b = this.#blockFor(row)
    if (b === -1) return false
    const block = this.#blocks[b]!
    const i = lowerBound(block, row)
    if (i >= block.length || compareRows(block[i]!, row) !== 0) return false
    block.splice(i, 1)
    if (block.length === 0) this.#blocks.splice(b, 1)
    this.#size--
    return true
  }

  /** How many rows have a score strictly above `score`. */
  countAbove(score: number): number {
    let count = 0
    for (const block of this.#blocks) {
      if (block.at(-1)!.score > score) {
        count += block.length
        continue
      }
      let lo = 0
      let hi = block.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (block[mid]!.score > score) lo = mid + 1
        else hi = mid
      }
      return count + lo
    }
    return count
  }

  /** Position (0-based) of `row`, or -1. */
  indexOf(row: ScoreRow): number {
    let before = 0
    for (const block of this.#blocks) {
      if (compareRows(block.at(-1)!, row) < 0) {
        before += block.length
        continue
      }
      const i = lowerBound(block, row)
      return i < block.length && compareRows(block[i]!, row) === 0 ? before + i : -1
    }
    return -1
  }

  slice(offset: number, limit: number): ScoreRow[] {
    const out: ScoreRow[] = []
    let skip = Math.max(0, offset)
    for (const block of this.#blocks) {
      if (out.length >= limit) break
      if (skip >= block.length) {
        skip -= block.length
        continue
      }
      out.push(...block.slice(skip, skip + limit - out.length))
      skip = 0
    }
    return out
  }

  /** The first block whose last row is not before `row`; -1 when `row` goes after everything. */
  #blockFor(row: ScoreRow): number {
    let lo = 0
    let hi = this.#blocks.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (compareRows(this.#blocks[mid]!.at(-1)!, row) < 0) lo = mid + 1
      else hi = mid
    }
    if (lo < this.#blocks.length) return lo
    return this.#blocks.length === 0 ? -1 : this.#blocks.length - 1
  }
}

function lowerBound(block: readonly ScoreRow[], row: ScoreRow): number {
  let lo = 0
  let hi = block.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (compareRows(block[mid]!, row) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}
