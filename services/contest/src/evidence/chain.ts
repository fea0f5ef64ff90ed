import { createHash } from 'node:crypto'
import type { EvidenceRecord } from './records'

/** The `prev` of the first line. */
export const GENESIS = '0'.repeat(64)

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex')

export interface Chained {
  /** Each line's exact text, without its newline. */
  lines: string[]
  /** sha256 of the last line: the hash shown on the result page and sealed in the contest's log. */
  head: string
  /** The bundle file: the lines, each ending in "\n". */
  text: string
}

/** Numbers the records and links each to the hash of the line before. Same records, same bytes. */
export function chain(records: readonly EvidenceRecord[]): Chained {
  const lines: string[] = []
  let prev = GENESIS
  records.forEach((record, index) => {
    const line = JSON.stringify({ n: index + 1, prev, ...record })
    lines.push(line)
    prev = sha256(line)
  })
  return { lines, head: prev, text: lines.map(l => `${l}\n`).join('') }
}
