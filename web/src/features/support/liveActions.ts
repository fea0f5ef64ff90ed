import { createAction } from '@reduxjs/toolkit'
import { realtimeActionType } from '../../app/realtime'
import { adminTicketChangedEvent, type AdminTicketChangedPush } from '@arena/contracts'
import type { ReadByUserPush, ReplyAddedPush, TicketResolvedPush } from './types'

/** Websocket pushes as they enter the store: `realtime/<event>`, named after the contract events. */
export const replyAddedLive = createAction<ReplyAddedPush>(realtimeActionType('ReplyAdded'))
export const ticketResolvedLive = createAction<TicketResolvedPush>(realtimeActionType('TicketResolved'))
export const readByUserLive = createAction<ReadByUserPush>(realtimeActionType('ReadByUser'))
/** To admins following `support:admin`: a ticket's queue row changed (opened, replied to, resolved). */
export const adminTicketChangedLive = createAction<AdminTicketChangedPush>(realtimeActionType(adminTicketChangedEvent))
