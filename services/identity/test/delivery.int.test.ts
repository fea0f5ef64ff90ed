import t from 'tap'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { createLogger } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { OutboxSender, SmsGatewaySender, SmtpSender, createOtpSender } from '../src/index'
import { identityFor } from './support/harness'

const logger = createLogger('identity-test', { level: 'silent' })

t.test('the outbox appends one JSON line per code, where a browser test can read it', async t => {
  const dataDir = await mkdtemp(join(tmpdir(), 'outbox-'))
  t.teardown(() => rm(dataDir, { recursive: true, force: true }))
  const clock = new ManualClock('2026-03-01T10:00:00.000Z')
  const h = await identityFor(t, { dataDir, clock, identity: { sender: new OutboxSender({ dataDir, logger, clock }) } })
  await h.post('/api/user-registor', { countryCode: '91', mobile: '9876800001' })
  clock.advance(1000)
  await h.post('/api/user-registor-email', { countryCode: '1', email: 'sam@example.com' })
  const lines = (await readFile(join(dataDir, 'outbox', 'otp.jsonl'), 'utf8')).trim().split('\n').map(line => JSON.parse(line))
  t.equal(lines.length, 2)
  t.match(lines[0], { at: '2026-03-01T10:00:00.000Z', channel: 'sms', address: '+919876800001', code: /^\d{6}$/, purpose: 'register' })
  t.match(lines[1], { at: '2026-03-01T10:00:01.000Z', channel: 'email', address: 'sam@example.com', purpose: 'register' })
})

t.test('the SMS gateway sender posts the number and text with the API key, and fails on a refusal', async t => {
  const calls: { url: string; init: RequestInit }[] = []
  let status = 200
  const fakeFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response('{}', { status })
  }) as unknown as typeof fetch
  const sender = new SmsGatewaySender({ url: 'https://sms.example/send', apiKey: 'k-123', fetch: fakeFetch })
  await sender.send({ channel: 'sms', address: '+919876543210', code: '123456', purpose: 'login' })
  t.equal(calls[0]!.url, 'https://sms.example/send')
  t.match(calls[0]!.init.headers, { 'x-api-key': 'k-123' })
  t.match(JSON.parse(String(calls[0]!.init.body)), { to: '+919876543210', text: /^123456 is your verification code/ })
  status = 503
  await t.rejects(sender.send({ channel: 'sms', address: '+919876543210', code: '123456', purpose: 'login' }), /503/)
})

t.test('the SMTP sender mails the link for a password reset', async t => {
  const transport = nodemailer.createTransport({ jsonTransport: true })
  const sent: string[] = []
  const original = transport.sendMail.bind(transport)
  transport.sendMail = (async (mail: nodemailer.SendMailOptions) => {
    const info = await original(mail)
    sent.push(String((info as { message: string }).message))
    return info
  }) as typeof transport.sendMail
  await new SmtpSender({ url: 'unused', from: 'noreply@arena.test', transport }).send({
    channel: 'email', address: 'a@example.com', code: 'tok', purpose: 'password-reset', link: 'https://arena.test/password-reset/u/tok',
  })
  const mail = JSON.parse(sent[0]!)
  t.match(mail, { subject: 'Reset your password', to: [{ address: 'a@example.com' }], from: { address: 'noreply@arena.test' } })
  t.match(mail.text, /https:\/\/arena\.test\/password-reset\/u\/tok/)
})

t.test('configuration picks the outbox by default and refuses a half-configured provider', async t => {
  const deps = { dataDir: '/tmp/unused', logger, clock: new ManualClock() }
  t.type(createOtpSender({ OTP_DELIVERY: 'outbox' }, deps), OutboxSender)
  t.throws(() => createOtpSender({ OTP_DELIVERY: 'provider', SMS_GATEWAY_URL: 'https://s' }, deps), /SMS_GATEWAY_API_KEY, SMTP_URL, SMTP_FROM/)
})

t.test('a failed delivery answers 503 with a message the user can act on', async t => {
  const h = await identityFor(t, { identity: { sender: { send: async () => { throw new Error('provider down') } } } })
  const res = await h.post('/api/user-registor', { countryCode: '91', mobile: '9876800002' })
  t.equal(res.statusCode, 503)
  t.same(res.body, { status: false, message: 'Could not send the message. Please try again shortly' })
})
