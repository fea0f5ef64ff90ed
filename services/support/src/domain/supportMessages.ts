import { messages } from '@arena/domain'

/**
 * Texts of the support screens. The field rules' texts come from @arena/domain (the spec's,
 * shared with the client); the ones here are not in the spec and fill its gaps.
 */
export const supportMessages = {
  ticketResolved: messages.ticketResolved,
  ticketNotFound: 'Ticket not found', // not in the spec
  ticketSubmitted: 'Your ticket has been submitted successfully', // not in the spec
  replySent: 'Reply sent successfully', // not in the spec
  ticketMarkedResolved: 'Ticket marked as resolved', // not in the spec
  subjectTooLong: 'Subject must be at most 100 characters', // not in the spec
  descriptionTooLong: 'Description must be at most 5000 characters', // not in the spec
  ticketBusy: 'The ticket was just updated, please try again', // not in the spec
  statusFilterInvalid: 'Status must be open or Resolved', // not in the spec
  searchInvalid: 'Search must be a single text', // not in the spec
} as const

export const SUBJECT_MAX_CHARS = 100
export const DESCRIPTION_MAX_CHARS = 5000
