export { createSupportModule, attachmentDir, type SupportModule } from './supportModule'
export { decideTicket, type TicketCommand } from './domain/decide'
export { evolveTicket, foldTicket, initialTicketState, type TicketState } from './domain/ticket'
export { TicketRefused, FormInvalid } from './domain/errors'
