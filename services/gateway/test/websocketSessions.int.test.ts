import t, { type Test } from 'tap'
import { Writable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { authGuards, createLogger, createTokenIssuer, unauthorized, type Principal } from '@arena/service-kit'
import { registerWebsocket, SocketRegistry, startGateway, type TopicAccess } from '../src/index'

const SECRET = 'websocket-sessions-secret-websocket-sessions'

/** A gateway on a real port whose log lines are kept; `open` is the set of live sessions. */
async function edge(t: Test, canFollow?: TopicAccess, watch?: (app: FastifyInstance) => void) {
  const lines: string[] = []
  const logger = createLogger('ws-test', { level: 'info' }, new Writable({ write: (chunk, _encoding, done) => { lines.push(String(chunk)); done() } }))
  const issuer = createTokenIssuer({ secret: SECRET, ttlSeconds: 3600 })
  const open = new Set<string>()
  const guards = authGuards(issuer, async principal => {
    if (!principal.sessionId || !open.has(principal.sessionId)) throw unauthorized('Session ended, please log in again')
  })
  const registry = new SocketRegistry()
  const gateway = await startGateway({ logger, health: {}, rateLimit: false, routes: [app => (watch?.(app), registerWebsocket(app, registry, { issuer, guards, canFollow }))] })
  t.teardown(() => gateway.close())
  const socketUrl = `${gateway.url.replace('http', 'ws')}/ws`
  async function signIn(principal: Principal) {
    open.add(principal.sessionId!)
    const token = await issuer.issue(principal)
    const answer = await gateway.app.inject({ method: 'POST', url: '/api/socket-ticket', headers: { authorization: `Bearer ${token}` } })
    return { token, ticket: answer.json().ticket as string, answer }
  }
  return { lines, registry, open, socketUrl, signIn, issuer, gateway }
}

/** A client socket with every message and its close kept; `closed` resolves with the close code. */
function connect(url: string) {
  const socket = new WebSocket(url)
  const messages: { event: string; data: unknown }[] = []
  const binary: boolean[] = []
  socket.on('message', (raw, isBinary) => (messages.push(JSON.parse(String(raw))), binary.push(isBinary)))
  const closed = new Promise<number>(resolve => socket.on('close', code => resolve(code)))
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve())
    socket.on('error', reject)
  })
  return { socket, messages, binary, closed, opened }
}

/** Waits until `check` holds, a macrotask at a time (no fixed sleep). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise(resolve => setImmediate(resolve))
}

t.test('a socket opens with a ticket fetched over HTTP, and the log shows neither ticket nor token', async t => {
  const e = await edge(t)
  const { token, ticket, answer } = await e.signIn({ id: 'u1', name: 'asha', role: 'player', sessionId: 's1' })
  t.match(answer.json(), { status: true, expiresIn: 30 })
  const client = connect(`${e.socketUrl}?ticket=${encodeURIComponent(ticket)}`)
  await client.opened
  client.socket.send(JSON.stringify({ join: 'contest:c1' }))
  await until(() => e.registry.connectionCount === 1)
  e.registry.toUser('u1', { event: 'hello', data: 1 })
  await until(() => client.messages.length > 0)
  t.same(client.messages, [{ event: 'hello', data: 1 }], 'the socket is the user\'s')
  t.same(client.binary, [false], 'in a text frame, as a browser\'s JSON.parse(event.data) needs')
  t.equal(client.socket.extensions, '', 'uncompressed, though the client offered permessage-deflate')
  client.socket.close()
  await client.closed
  const log = e.lines.join('')
  t.match(log, /"url":"\/ws\?ticket=\[redacted\]"/, 'the connect is logged')
  t.notOk(log.includes(ticket), 'without the ticket')
  t.notOk(log.includes(token), 'and without the session token')
})

t.test('a ticket opens one socket only; a token in the URL opens none', async t => {
  const e = await edge(t)
  const { token, ticket } = await e.signIn({ id: 'u1', name: 'asha', role: 'player', sessionId: 's1' })
  const first = connect(`${e.socketUrl}?ticket=${ticket}`)
  await first.opened
  // The socket opens before its ticket is checked: wait until the server has taken it in.
  await until(() => e.registry.connectionCount === 1)
  const second = connect(`${e.socketUrl}?ticket=${ticket}`)
  t.equal(await second.closed, 4001, 'the replayed ticket is refused')
  const withToken = connect(`${e.socketUrl}?token=${token}`)
  t.equal(await withToken.closed, 4001, 'a session token in the URL is refused')
  t.notOk(e.lines.join('').includes(token), 'and is not logged either')
  first.socket.close()
  await first.closed
})

t.test('a ticket of an ended session opens nothing, and no ticket is given for it', async t => {
  const e = await edge(t)
  const { token, ticket } = await e.signIn({ id: 'u1', name: 'asha', role: 'player', sessionId: 's1' })
  e.open.delete('s1')
  t.equal(await connect(`${e.socketUrl}?ticket=${ticket}`).closed, 4001)
  const refused = await e.gateway.app.inject({ method: 'POST', url: '/api/socket-ticket', headers: { authorization: `Bearer ${token}` } })
  t.equal(refused.statusCode, 401)
})

t.test('ending a session closes its sockets, and only its sockets', async t => {
  const e = await edge(t)
  const phone = await e.signIn({ id: 'u1', name: 'asha', role: 'player', sessionId: 's1' })
  const laptop = await e.signIn({ id: 'u1', name: 'asha', role: 'player', sessionId: 's2' })
  const a = connect(`${e.socketUrl}?ticket=${phone.ticket}`)
  const b = connect(`${e.socketUrl}?ticket=${laptop.ticket}`)
  await Promise.all([a.opened, b.opened])
  await until(() => e.registry.connectionCount === 2)
  e.registry.endSessions('u1', ['s1'])
  t.equal(await a.closed, 4001, 'the logged-out session\'s socket is closed by the server')
  t.equal(b.socket.readyState, WebSocket.OPEN, 'the other session\'s socket stays')
  e.registry.endSessions('u1', 'all')
  t.equal(await b.closed, 4001, 'a block closes every socket of the user')
  t.equal(e.registry.connectionCount, 0)
})

t.test('topics are followed only as far as the access rule allows', async t => {
  const e = await edge(t, (principal, topic) => topic.startsWith('market:') || (principal?.role === 'admin'))
  const followed = new Set<string>()
  e.registry.observeTopics({ followed: topic => followed.add(topic), unfollowed: topic => followed.delete(topic) })
  const anonymous = connect(e.socketUrl)
  await anonymous.opened
  anonymous.socket.send(JSON.stringify({ join: 'contest:c1' }))
  anonymous.socket.send(JSON.stringify({ join: 'market:BTCUSDT' }))
  await until(() => anonymous.messages.length > 0)
  t.same(anonymous.messages, [{ event: 'topicRefused', data: { topic: 'contest:c1' } }], 'the contest topic is refused')
  const admin = await e.signIn({ id: 'a1', name: 'ops', role: 'admin', sessionId: 's9' })
  const adminSocket = connect(`${e.socketUrl}?ticket=${admin.ticket}`)
  await adminSocket.opened
  adminSocket.socket.send(JSON.stringify({ join: 'contest:c1' }))
  adminSocket.socket.send(JSON.stringify({ join: 'market:ETHUSDT' }))
  // Joins are handled in order: once the market topic is followed, the contest join before it was decided.
  await until(() => followed.has('market:ETHUSDT'))
  t.same([...followed].sort(), ['contest:c1', 'market:BTCUSDT', 'market:ETHUSDT'], 'only the admin made the contest topic followed')
  e.registry.toTopic('contest:c1', { event: 'board', data: 1 })
  e.registry.toTopic('market:BTCUSDT', { event: 'ticker', data: 2 })
  await until(() => adminSocket.messages.some(m => m.event === 'board') && anonymous.messages.some(m => m.event === 'ticker'))
  t.notOk(anonymous.messages.some(m => m.event === 'board'), 'the anonymous socket got no contest push')
  anonymous.socket.close()
  adminSocket.socket.close()
  await Promise.all([anonymous.closed, adminSocket.closed])
})

t.test('an open socket keeps neither its upgrade request nor its reply alive', async t => {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  const upgrade: WeakRef<object>[] = []
  // Fastify's request, its raw request and response, the reply and the request's child logger.
  const e = await edge(t, undefined, app => app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/ws')) upgrade.push(...[request, request.raw, reply, reply.raw, request.log].map(part => new WeakRef(part)))
  }))
  const { ticket } = await e.signIn({ id: 'u1', name: 'asha', role: 'player', sessionId: 's1' })
  const client = connect(`${e.socketUrl}?ticket=${ticket}`)
  await client.opened
  await until(() => e.registry.connectionCount === 1)
  e.registry.toUser('u1', { event: 'hello', data: 1 })
  await until(() => client.messages.length > 0)
  // A WeakRef's target lives at least until the current job ends: collect between macrotasks, a few times.
  for (let round = 0; round < 5 && upgrade.some(ref => ref.deref() !== undefined); round++) {
    await new Promise(resolve => setImmediate(resolve))
    gc()
  }
  t.equal(upgrade.length, 5)
  t.same(upgrade.map(ref => ref.deref()?.constructor.name).filter(Boolean), [], 'all collected while the socket is open')
  t.equal(client.socket.readyState, WebSocket.OPEN, 'and the socket still works')
  e.registry.toUser('u1', { event: 'hello', data: 2 })
  await until(() => client.messages.length > 1)
  client.socket.close()
  await client.closed
})
