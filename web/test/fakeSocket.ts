import type { WebSocketLike } from '../src/app/realtime'

/** A WebSocket double: every socket opened is kept in `opened`, and what it sent is kept, parsed. */
export class FakeSocket implements WebSocketLike {
  static opened: FakeSocket[] = []
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  sent: unknown[] = []
  closed = false
  constructor(readonly url: string) {
    FakeSocket.opened.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.closed = true
  }
}
