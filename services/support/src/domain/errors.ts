/** Why a ticket command was refused; the HTTP layer alone turns these into codes and texts. */
export type TicketRefusal = 'notFound' | 'notOwner' | 'alreadyExists' | 'resolved'

export class TicketRefused extends Error {
  constructor(
    readonly reason: TicketRefusal,
    readonly ticketId: string,
  ) {
    super(`ticket ${ticketId}: ${reason}`)
    this.name = 'TicketRefused'
  }
}

/** Input that breaks the spec's field rules; `errors` is keyed by form field, texts are the spec's. */
export class FormInvalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Please check the highlighted fields')
    this.name = 'FormInvalid'
  }
}
