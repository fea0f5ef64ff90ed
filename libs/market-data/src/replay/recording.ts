import { isNonNegativeInt, isRecord } from '../binance/fields'

/**
 * One line of a recording (JSONL): a combined-stream message exactly as Binance sent it, and
 * when it arrived, in ms after the recording started.
 */
export interface RecordedLine {
  at: number
  message: unknown
}

/** Reads JSONL text, skipping blank and unreadable lines; lines are put in time order. */
export function parseRecording(text: string): RecordedLine[] {
  const lines: RecordedLine[] = []
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      continue
    }
    if (isRecord(value) && isNonNegativeInt(value.at) && 'message' in value) {
      lines.push({ at: value.at, message: value.message })
    }
  }
  // Stable sort: lines received in the same millisecond keep their recorded order.
  return lines.sort((a, b) => a.at - b.at)
}

export function formatRecordedLine(line: RecordedLine): string {
  return JSON.stringify({ at: line.at, message: line.message })
}
