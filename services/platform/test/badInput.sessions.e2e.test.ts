import t from 'tap'
import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import WebSocket from 'ws'
import { createLogger } from '@arena/service-kit'
import { needs } from '@arena/testing'
import { startPlatform, type RunningPlatform } from '../src/index'
import { liveContestWithOrder } from './support/liveContest'
import { admin, logIn, signUp, type Person } from './support/people'
import { bootPlatform } from './support/platformUnderTest'

/**
 * Tokens, sessions and sockets on the whole product over PostgreSQL, with a second edge process
 * over the same event store: a session ended through one edge ends on the other, and the socket
 * the other edge holds is closed.
 */

const PUBLIC_URL = 'https://arena.example'

/** A client socket with every message and its close kept. */
function connect(url: string) {
  const socket = new WebSocket(url)
  const messages: { event: string; data: unknown }[] = []
  socket.on('message', raw => messages.push(JSON.parse(String(raw))))
  const closed = new Promise<number>(resolve => socket.on('close', code => resolve(code)))
  const opened = new Promise<boolean>(resolve => {
    socket.on('open', () => resolve(true))
    socket.on('error', () => resolve(false))
  })
  return { socket, messages, closed, opened }
}

/**
 * Resolves once the server has taken the socket in (its ticket checked): the socket opens before
 * that, and joins are handled only after, in order, so the refusal of a topic nobody may follow
 * is the sign. False when the server closed the socket instead.
 */
async function accepted(client: ReturnType<typeof connect>): Promise<boolean> {
  if (!(await client.opened)) return false
  const marker = 'contest:no-such-contest'
  client.socket.send(JSON.stringify({ join: marker }))
  const refused = new Promise<true>(resolve => client.socket.on('message', raw => { if (String(raw).includes(marker)) resolve(true) }))
  return Promise.race([refused, client.closed.then(() => false)])
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise(resolve => setImmediate(resolve))
}

const socketUrl = (platform: RunningPlatform) => `${platform.url.replace('http', 'ws')}/ws`

/** An HS256 token with exactly these claims, signed with the platform's own key. */
function signed(secret: string, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const body = `${part({ alg: 'HS256' })}.${part(claims)}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}
const claimsOf = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())

t.test('tokens, sessions and sockets', needs('postgres'), async t => {
  const lines: string[] = []
  const logger = createLogger('sessions', { level: 'info' }, new Writable({ write: (chunk, _encoding, done) => { lines.push(String(chunk)); done() } }))
  const put = await bootPlatform(t, { env: { PUBLIC_URL }, logger })
  // The second edge of the cluster profile: same store and secrets, its own sockets and read models.
  const edgeB = await startPlatform({ ...put.config, ROLE: 'edge', PORT: 0 }, { logger: createLogger('edge-b', { level: 'silent' }), clock: put.clock })
  t.teardown(() => edgeB.close())
  const boss = await admin(put)

  const ticketFor = async (token: string) => {
    const answer = await put.call({ method: 'POST', url: '/api/socket-ticket', token, json: {} })
    t.equal(answer.statusCode, 200, 'a ticket is given for a live session')
    return answer.body.ticket as string
  }
  /** A socket on edge B, opened with a ticket fetched from edge A. */
  const socketOnB = async (person: Person, token = person.token) => {
    const client = connect(`${socketUrl(edgeB)}?ticket=${await ticketFor(token)}`)
    t.ok(await accepted(client), `${person.name}'s socket is taken in by the other edge`)
    return client
  }
  /** Waits until edge B's read model has seen everything written so far, so B's answer is current. */
  const bCaughtUp = async () => {
    const head = await put.platform.infrastructure.store.headPosition()
    await until(() => edgeB.identity.view.position >= head)
  }
  const anotherDevice = (person: Person) => logIn(put, person)
  const profile = (token: string, platform: RunningPlatform = put.platform) =>
    platform.app.inject({ method: 'POST', url: '/api/profile-data', headers: { authorization: `Bearer ${token}` }, payload: {} }).then(res => res.statusCode)

  await t.test('the log of a websocket connect holds neither the ticket nor the token', async t => {
    const asha = await signUp(put, 'ashalog')
    const ticket = await ticketFor(asha.token)
    const client = connect(`${socketUrl(put.platform)}?ticket=${ticket}`)
    t.ok(await accepted(client))
    const withToken = connect(`${socketUrl(put.platform)}?token=${asha.token}`)
    t.equal(await withToken.closed, 4001, 'a session token in the socket URL is refused')
    client.socket.close()
    await client.closed
    const log = lines.join('')
    t.match(log, /\/ws\?ticket=\[redacted\]/, 'the connect is in the log')
    t.notOk(log.includes(ticket), 'without its ticket')
    t.notOk(log.includes(asha.token), 'and without the session token')
  })

  await t.test('a ticket opens one socket, on whichever edge it reaches first', async t => {
    const ravi = await signUp(put, 'raviticket')
    const ticket = await ticketFor(ravi.token)
    const first = connect(`${socketUrl(edgeB)}?ticket=${ticket}`)
    t.ok(await accepted(first), 'the first use opens a socket')
    t.equal(await connect(`${socketUrl(put.platform)}?ticket=${ticket}`).closed, 4001, 'the other edge refuses it a second time')
    t.equal(await connect(`${socketUrl(edgeB)}?ticket=${ticket}`).closed, 4001, 'and so does the first edge')
    t.equal(await connect(`${socketUrl(edgeB)}?ticket=not-a-ticket`).closed, 4001, 'garbage is refused')
    t.equal((await put.call({ method: 'POST', url: '/api/socket-ticket', json: {} })).statusCode, 401, 'no ticket without a session')
    first.socket.close()
    await first.closed
  })

  await t.test('a logged-out token is refused and its socket on the other edge is closed', async t => {
    const meena = await signUp(put, 'meenaout')
    const laptop = await anotherDevice(meena)
    const phoneSocket = await socketOnB(meena)
    const laptopSocket = await socketOnB(meena, laptop)
    t.equal((await put.call({ method: 'POST', url: '/api/logout', token: meena.token, json: {} })).statusCode, 200)
    t.equal(await phoneSocket.closed, 4001, 'edge B closed the logged-out session\'s socket')
    t.equal(await profile(meena.token), 401, 'reusing the logged-out token is refused')
    await bCaughtUp()
    t.equal(await profile(meena.token, edgeB), 401, 'on the other edge too')
    t.equal(laptopSocket.socket.readyState, WebSocket.OPEN, 'the other device\'s socket stays open')
    t.equal(await profile(laptop), 200, 'and its token still works')
    laptopSocket.socket.close()
    await laptopSocket.closed
  })

  await t.test('"log out of all devices" ends every session and closes every socket', async t => {
    const kiran = await signUp(put, 'kiranall')
    const laptop = await anotherDevice(kiran)
    const sockets = [await socketOnB(kiran), await socketOnB(kiran, laptop)]
    const answer = await put.call({ method: 'POST', url: '/api/logout-all-devices', token: laptop, json: {} })
    t.match(answer.body, { status: true, message: 'Logged out of all devices' })
    t.same(await Promise.all(sockets.map(s => s.closed)), [4001, 4001], 'both sockets were closed')
    t.same([await profile(kiran.token), await profile(laptop)], [401, 401], 'both tokens are refused')
  })

  await t.test('a blocked user\'s token is refused and their sockets are closed', async t => {
    const rogue = await signUp(put, 'rogueblock')
    const socket = await socketOnB(rogue)
    t.equal((await put.call({ method: 'POST', url: `/api/admin/users/${rogue.id}/block`, token: boss.token, json: {} })).statusCode, 200)
    t.equal(await socket.closed, 4001, 'the socket on the other edge was closed')
    const refused = await put.call({ method: 'POST', url: '/api/profile-data', token: rogue.token, json: {} })
    t.same([refused.statusCode, refused.body.message], [401, 'Your account is blocked'])
    t.equal((await put.call({ method: 'POST', url: '/api/socket-ticket', token: rogue.token, json: {} })).statusCode, 401, 'no new ticket either')
  })

  await t.test('a role change ends the sessions that carry the old role', async t => {
    const dev = await signUp(put, 'devpromo')
    const socket = await socketOnB(dev)
    await put.platform.identity.ensureAdmin({ countryCode: '91', mobile: dev.mobile })
    t.equal(await socket.closed, 4001, 'the player-role socket was closed')
    t.equal(await profile(dev.token), 401, 'the player-role token is refused')
    const fresh = await anotherDevice(dev)
    t.equal(claimsOf(fresh).role, 'admin', 'a new login carries the new role')
    t.equal(await profile(fresh), 200)
  })

  await t.test('a token without an expiry is refused, though signed with the platform\'s key', async t => {
    const lee = await signUp(put, 'leenoexp')
    const { jwt } = JSON.parse(await readFile(join(put.dataDir, 'secrets.json'), 'utf8')) as { jwt: string }
    const { exp, ...rest } = claimsOf(lee.token)
    t.equal(await profile(signed(jwt, { ...rest, exp })), 200, 'the same claims with their expiry pass')
    t.equal(await profile(signed(jwt, rest)), 401, 'without `exp` they are refused')
  })

  await t.test('contest topics and user ids are for the contest\'s players and admins', async t => {
    const player = await signUp(put, 'playerlb')
    const outsider = await signUp(put, 'outsiderlb')
    const { contestId } = await liveContestWithOrder(put, boss, player)
    // Five orders put the player on the board (the spec's 5-order rule).
    for (let i = 0; i < 4; i++) {
      const order = await put.call({ method: 'POST', url: '/api/order-add', token: player.token, json: { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'buy', price: '1000', amount: '0.001' } })
      t.equal(order.statusCode, 200)
    }
    await put.platform.leaderboard.idle()
    const board = (token: string) => put.call({ method: 'POST', url: '/api/leaderboard-data', token, json: { contestId } }).then(res => res.body.data as Record<string, unknown>[])
    t.same((await board(player.token)).map(row => row.user_id), [player.id], 'a player sees the spec\'s rows with user ids')
    t.same((await board(boss.token)).map(row => row.user_id), [player.id], 'so does an admin')
    const outside = await board(outsider.token)
    t.same(outside.map(row => row.name), ['playerlb'], 'an outsider sees the ranking')
    t.notOk(outside.some(row => 'user_id' in row), 'without user ids')

    const topic = `contest:${contestId}`
    // Joins are handled in order: the answer to a join of a topic nobody may follow marks the one before as handled.
    const marker = 'contest:no-such-contest'
    const refusals = (client: ReturnType<typeof connect>) => client.messages.filter(m => m.event === 'topicRefused').map(m => (m.data as { topic: string }).topic)
    const joined = async (url: string) => {
      const client = connect(url)
      t.ok(await client.opened)
      client.socket.send(JSON.stringify({ join: topic }))
      client.socket.send(JSON.stringify({ join: marker }))
      await until(() => refusals(client).includes(marker))
      return client
    }
    const anonymous = await joined(socketUrl(put.platform))
    const stranger = await joined(`${socketUrl(put.platform)}?ticket=${await ticketFor(outsider.token)}`)
    const insider = await joined(`${socketUrl(put.platform)}?ticket=${await ticketFor(player.token)}`)
    t.same(refusals(anonymous), [topic, marker], 'an anonymous socket may not follow the contest')
    t.same(refusals(stranger), [topic, marker], 'nor may a signed-in outsider')
    t.same(refusals(insider), [marker], 'the player may')
    // Each scheduler tick pushes the live contest's countdown to its topic: the player gets it, the others do not.
    const countdown = (client: ReturnType<typeof connect>) => client.messages.some(m => m.event === 'liveContestTimerById')
    await put.platform.contest.tick()
    await until(() => countdown(insider))
    for (const client of [anonymous, stranger, insider]) client.socket.close()
    await Promise.all([anonymous.closed, stranger.closed, insider.closed])
    t.notOk(countdown(anonymous) || countdown(stranger), 'no contest push reached the others')
  })

  await t.test('the content security policy names the configured site, whatever Host is sent', async t => {
    const page = await put.platform.app.inject({ url: '/api/health', headers: { host: 'attacker.example' } })
    const policy = String(page.headers['content-security-policy'])
    t.match(policy, /connect-src 'self' wss:\/\/arena\.example;/)
    t.notOk(policy.includes('attacker.example'), 'the forged Host is not in the policy')
  })
})
