/** A request got no reply in time: nobody serves the service, or it is too slow or down. */
export class RequestTimeout extends Error {
  constructor(readonly service: string, readonly commandType: string, readonly timeoutMs: number) {
    super(`request ${commandType} to service "${service}" got no reply within ${timeoutMs} ms`)
    this.name = 'RequestTimeout'
  }
}

/** The bus was closed while the request waited for its reply. */
export class BusClosed extends Error {
  constructor(operation: string) {
    super(`bus closed: ${operation} cannot complete`)
    this.name = 'BusClosed'
  }
}
