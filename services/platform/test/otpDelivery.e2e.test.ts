import t from 'tap'
import { once } from 'node:events'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLogger } from '@arena/service-kit'
import { needs, platformPlace } from '@arena/testing'
import { platformConfig, startPlatform } from '../src/index'

const logger = createLogger('otp-delivery-test', { level: 'silent' })

/** A stand-in SMS gateway on a real socket: it records what the platform posted. */
async function smsGateway(t: { teardown(fn: () => unknown): void }) {
  const received: { apiKey: string | undefined; body: { to: string; text: string } }[] = []
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    received.push({ apiKey: request.headers['x-api-key'] as string | undefined, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  t.teardown(() => new Promise(resolve => server.close(resolve)))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, received }
}

/** The platform's environment on a schema and data folder of the test's own. */
const place = async (t: { teardown(fn: () => unknown): void }) => ({ ...(await platformPlace(t, 'otpdelivery')).env, PORT: '0' })

t.test('OTP_DELIVERY=provider in the platform env sends sign-up codes through the SMS gateway', needs('postgres'), async t => {
  const gateway = await smsGateway(t)
  const config = platformConfig({
    ...(await place(t)),
    OTP_DELIVERY: 'provider', SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_API_KEY: 'gateway-key-1',
    SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'noreply@arena.test',
  })
  const platform = await startPlatform(config, { logger })
  t.teardown(() => platform.close())
  const answer = await platform.app.inject({ method: 'POST', url: '/api/user-registor', payload: { countryCode: '91', mobile: '9876512345' } })
  t.equal(answer.statusCode, 200)
  t.equal(gateway.received.length, 1, 'the code left through the gateway')
  t.match(gateway.received[0], { apiKey: 'gateway-key-1', body: { to: '+919876512345', text: /^\d{6} is your verification code/ } })
})

t.test('OTP_DELIVERY=provider without all its settings stops start-up, naming what is missing', needs('postgres'), async t => {
  const config = platformConfig({ ...(await place(t)), OTP_DELIVERY: 'provider', SMS_GATEWAY_URL: 'http://127.0.0.1:9/send', SMS_GATEWAY_API_KEY: 'k' })
  await t.rejects(startPlatform(config, { logger }), /OTP_DELIVERY=provider needs SMTP_URL, SMTP_FROM/)
})

t.test('the delivery settings are checked with the rest of the configuration', async t => {
  t.throws(() => platformConfig({ OTP_DELIVERY: 'carrier-pigeon' }), /OTP_DELIVERY/)
  t.equal(platformConfig({}).OTP_DELIVERY, 'outbox', 'the embedded profile writes codes to the outbox')
})
