import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseRecording, type RecordedLine } from '../../src/replay/recording'

const dir = fileURLToPath(new URL('../fixtures/', import.meta.url))

/** Two BTCUSDT/ETHUSDT seconds of combined-stream frames (ticker, depth20@100ms, aggTrade). */
export function loadRecording(): RecordedLine[] {
  return parseRecording(readFileSync(`${dir}binance-btcusdt-ethusdt.jsonl`, 'utf8'))
}

export function loadJson(name: string): unknown {
  return JSON.parse(readFileSync(`${dir}${name}`, 'utf8'))
}
