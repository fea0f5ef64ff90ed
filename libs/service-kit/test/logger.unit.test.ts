// Credentials never reach a log line, wherever a log call puts them; everything else is kept.
import { Writable } from 'node:stream'
import t from 'tap'
import { censorSecrets, createLogger } from '../src/logger'

function capture() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({ write: (chunk, _encoding, done) => { lines.push(JSON.parse(String(chunk))); done() } })
  return { lines, logger: createLogger('t', { level: 'info' }, sink) }
}

t.test('otp, password, token and ticket are censored on the line and one object down', async t => {
  const { lines, logger } = capture()
  logger.info({ body: { phone: '9876543210', otp: '123456' }, session: { token: 'T0K', userId: 'u1' }, password: 'hunter2' }, 'signed in')
  logger.child({ reqId: 'r1' }).info({ ws: { ticket: 'TCK', topic: 'leaderboard' } }, 'upgraded')
  t.match(lines[0], { msg: 'signed in', body: { phone: '9876543210', otp: '[redacted]' }, session: { token: '[redacted]', userId: 'u1' }, password: '[redacted]' })
  t.match(lines[1], { reqId: 'r1', ws: { ticket: '[redacted]', topic: 'leaderboard' } }, 'a child logger censors too')
  t.notMatch(JSON.stringify(lines), /123456|T0K|hunter2|TCK/)
})

t.test('the logged objects themselves are left as they were', async t => {
  const { logger } = capture()
  const body = { otp: '123456' }
  logger.info({ body }, 'x')
  t.equal(body.otp, '123456')
})

t.test('an error holding a secret still logs as an error, its message and stack kept', async t => {
  const { lines, logger } = capture()
  const error = Object.assign(new Error('verification failed'), { token: 'T0K' })
  logger.error({ err: error }, 'failed')
  t.match(lines[0], { err: { type: 'Error', message: 'verification failed', token: '[redacted]' } })
  t.match((lines[0]!.err as { stack: string }).stack, /verification failed/)
})

t.test('a line with no secret is passed on as it is, not copied', async t => {
  const line = { req: { method: 'GET' }, responseTime: 3 }
  t.equal(censorSecrets(line), line)
})
