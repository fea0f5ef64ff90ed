/** Wire shapes of the support calls, from the shared contracts (types only: nothing runs in the browser). */
export type {
  AdminTicketRowDto,
  ReadByUserPush,
  ReplyAddedPush,
  ReplyDto,
  TicketDetailDto,
  TicketDto,
  TicketResolvedPush,
  TicketStatus,
} from '@arena/contracts'
