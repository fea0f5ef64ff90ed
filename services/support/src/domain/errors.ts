import { FieldsInvalid, Refusal } from '@arena/domain'

/** Why a ticket command was refused; the HTTP layer alone turns these into codes and texts. */
export type TicketRefusal = 'notFound' | 'notOwner' | 'alreadyExists' | 'resolved'

export class TicketRefused extends Refusal<TicketRefusal> {
  constructor(
    reason: TicketRefusal,
    readonly ticketId: string,
  ) {
    super(reason, `ticket ${ticketId}: ${reason}`)
  }
}

/** Input that breaks the spec's field rules; `errors` is keyed by form field, texts are the spec's. */
export class FormInvalid extends FieldsInvalid {}
