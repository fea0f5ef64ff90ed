import { composeMessage, type OtpSender, type OutgoingCode } from './OtpSender'

export interface SmsGatewayOptions {
  url: string
  apiKey: string
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Posts `{ to, text }` as JSON with the key in `x-api-key`: the shape most Indian SMS gateways accept. */
export class SmsGatewaySender implements OtpSender {
  constructor(private readonly options: SmsGatewayOptions) {}

  async send(message: OutgoingCode): Promise<void> {
    const doFetch = this.options.fetch ?? fetch
    const response = await doFetch(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
      body: JSON.stringify({ to: message.address, text: composeMessage(message).text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    })
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
  }
}
