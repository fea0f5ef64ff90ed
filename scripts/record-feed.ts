/**
 * Records Binance's live combined stream to a JSONL file that ReplayFeed (and the Binance
 * adapter's tests) can play back: one `{"at": msSinceStart, "message": {...}}` per frame.
 *
 *   npx tsx scripts/record-feed.ts --symbols BTCUSDT,ETHUSDT --seconds 30 --out feed.jsonl
 *   BINANCE_WS_URL=wss://data-stream.binance.vision npx tsx scripts/record-feed.ts ...
 */
import { createWriteStream } from 'node:fs'
import { parseArgs } from 'node:util'
import WebSocket from 'ws'
import { formatRecordedLine, streamsFor } from '@arena/market-data'

const { values } = parseArgs({
  options: {
    symbols: { type: 'string', default: 'BTCUSDT,ETHUSDT' },
    seconds: { type: 'string', default: '10' },
    out: { type: 'string', default: 'feed.jsonl' },
  },
})

const symbols = values.symbols.split(',').map(s => s.trim()).filter(Boolean)
const seconds = Number(values.seconds)
const base = (process.env.BINANCE_WS_URL ?? 'wss://stream.binance.com:9443').replace(/\/+$/, '')
const url = `${base}/stream?streams=${symbols.flatMap(streamsFor).join('/')}`
const out = createWriteStream(values.out)
const ws = new WebSocket(url)
let started = 0
let frames = 0

ws.on('open', () => {
  started = Date.now()
  console.log(`recording ${url} for ${seconds} s to ${values.out}`)
  setTimeout(() => ws.close(1000), seconds * 1000)
})
ws.on('message', data => {
  // Kept verbatim (parsed only to embed it), so replays exercise the parser on real frames.
  let message: unknown
  try {
    message = JSON.parse(data.toString())
  } catch {
    return
  }
  out.write(`${formatRecordedLine({ at: Date.now() - started, message })}\n`)
  frames += 1
})
ws.on('error', error => {
  console.error(`connection failed: ${error.message}`)
  process.exitCode = 1
})
ws.on('close', () => {
  out.end()
  console.log(`${frames} frames written`)
})
