// The websocket clients of scripts/bench/fanout.ts, forked so the server's CPU figures are its own.
// Plain JavaScript (no tsx loader) and a .mjs name, so `npm run bench` does not take it for a
// benchmark. Driven over IPC:
//   connect {url, tokens, topic, concurrency, ticketUrl?} -> connected {ok, failed, ms}, then joined {count}
//     once every open socket has received a first message (its join reached the server)
//   measure {perClient} -> done {received} once every socket has received perClient messages
//   report -> report {latency, received, expected}; close -> closed; exit
// Each message's send time is read from its first bytes (`{"event":"x","data":{"sentAt":n,`)
// instead of parsing the whole JSON: one process stands in for thousands of browsers, and full
// parsing here would measure this process rather than the server.
import WebSocket from 'ws'

/** CLOCK_MONOTONIC in ms: the same clock in every process on the machine. */
const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000

let sockets = []
let measuring = false
let samples = new Map()
let received = 0
let expected = 0
let seen = 0
let connected = 0
let joinedSent = false
let cpuStart = process.cpuUsage()
const send = message => process.send?.(message)
/** Once every open socket has had a message, all joins have reached the server. */
function reportJoinedWhenAll() {
  if (joinedSent || seen < connected) return
  joinedSent = true
  send({ type: 'joined', count: seen })
}

function onMessage(state, data) {
  const at = nowMs()
  if (!state.seen) {
    state.seen = true
    seen++
    reportJoinedWhenAll()
  }
  if (!measuring) return
  const head = data.toString('latin1', 0, 96)
  const event = head.slice(10, head.indexOf('"', 10))
  const start = head.indexOf('"sentAt":') + 9
  if (event === 'warmup' || start < 9) return
  const sentAt = Number(head.slice(start, head.indexOf(',', start)))
  let list = samples.get(event)
  if (!list) samples.set(event, (list = []))
  list.push(at - sentAt)
  if (++received === expected) send({ type: 'done', received })
}

function open(url, topic) {
  return new Promise(resolve => {
    const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 30_000 })
    const state = { seen: false }
    socket.on('open', () => {
      socket.send(JSON.stringify({ join: topic }))
      resolve(socket)
    })
    socket.on('message', data => onMessage(state, data))
    socket.on('error', () => resolve(undefined))
  })
}

/** The socket URL for one client: with a ticket fetched by its token, as the web app does, when the server asks for one. */
async function socketUrl(url, token, ticketUrl) {
  if (!ticketUrl) return `${url}?token=${encodeURIComponent(token)}`
  const response = await fetch(ticketUrl, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })
  const { ticket } = await response.json()
  return `${url}?ticket=${encodeURIComponent(ticket)}`
}

async function connect({ url, tokens, topic, concurrency, ticketUrl }) {
  const started = nowMs()
  sockets = []
  seen = 0
  connected = Number.MAX_SAFE_INTEGER
  joinedSent = false
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < tokens.length) {
      const socket = await open(await socketUrl(url, tokens[next++], ticketUrl).catch(() => `${url}?ticket=none`), topic)
      if (socket) sockets.push(socket)
      else failed++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  connected = sockets.length
  send({ type: 'connected', ok: sockets.length, failed, ms: Math.round(nowMs() - started) })
  reportJoinedWhenAll()
}

function percentile(sorted, p) {
  return sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100
}
function summary(values) {
  const sorted = Float64Array.from(values).sort()
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: percentile(sorted, 100) }
}

process.on('message', message => {
  switch (message.type) {
    case 'connect':
      void connect(message)
      break
    case 'measure':
      samples = new Map()
      received = 0
      expected = message.perClient * sockets.length
      measuring = true
      cpuStart = process.cpuUsage()
      break
    case 'report': {
      measuring = false
      const cpu = process.cpuUsage(cpuStart)
      const byEvent = Object.fromEntries([...samples].map(([event, values]) => [event, summary(values)]))
      send({ type: 'report', received, expected, clientCpuMs: Math.round((cpu.user + cpu.system) / 1000), all: summary([...samples.values()].flat()), byEvent })
      break
    }
    case 'close':
      for (const socket of sockets) socket.terminate()
      sockets = []
      send({ type: 'closed' })
      break
    case 'exit':
      process.exit(0)
  }
})
// The bench stopping for any reason (its watchdog included) ends the clients too.
process.on('disconnect', () => process.exit(0))
send({ type: 'ready' })
