import t from 'tap'
import type { SupportEvent } from '@arena/contracts'
import { deciderSpec } from '@arena/testing'
import { foldTicket, ticketDecider, TicketRefused, type TicketCommand } from '../src/index'

const opened: SupportEvent = {
  type: 'TicketOpened',
  data: { ticketId: 't1', userId: 'u1', userName: 'Asha', subject: 'Wallet', description: 'Deposit missing', attachment: null },
}
const reply = (replyBy: 'USER' | 'ADMIN', replyId = 'r1'): SupportEvent => ({
  type: 'ReplyAdded',
  data: { ticketId: 't1', replyId, replyBy, authorId: replyBy === 'USER' ? 'u1' : 'a1', description: 'hello', attachment: null },
})
const resolved: SupportEvent = { type: 'TicketResolved', data: { ticketId: 't1', resolvedBy: 'a1' } }

/** Given events, when a command, then the events it decides (or the refusal it throws). */
const given = (events: SupportEvent[], command: TicketCommand) => deciderSpec(ticketDecider).given(events).when(command)
const addReply = (replyBy: 'USER' | 'ADMIN', authorId: string): TicketCommand => ({ type: 'AddReply', ticketId: 't1', replyId: 'r9', replyBy, authorId, description: 'more', attachment: null })

t.test('opening a ticket records who opened it and what it is about', async t => {
  given([], { type: 'OpenTicket', ticketId: 't1', userId: 'u1', userName: 'Asha', subject: 'Wallet', description: 'Deposit missing', attachment: null }).then([opened])
})

t.test('a ticket id cannot be opened twice', async t => {
  given([opened], { type: 'OpenTicket', ticketId: 't1', userId: 'u2', userName: 'B', subject: 's', description: 'd', attachment: null }).thenRefuses(TicketRefused, 'alreadyExists')
})

t.test('the owner and an admin may reply to an open ticket', async t => {
  given([opened], addReply('USER', 'u1')).then([{ type: 'ReplyAdded', data: { ticketId: 't1', replyId: 'r9', replyBy: 'USER', authorId: 'u1', description: 'more', attachment: null } }])
  given([opened, reply('USER')], addReply('ADMIN', 'a1')).then([{ type: 'ReplyAdded', data: { ticketId: 't1', replyId: 'r9', replyBy: 'ADMIN', authorId: 'a1', description: 'more', attachment: null } }])
})

t.test('another player cannot reply as the user of a ticket that is not theirs', async t => {
  given([opened], addReply('USER', 'u2')).thenRefuses(TicketRefused, 'notOwner')
})

t.test('a resolved ticket refuses replies from the player and from an admin', async t => {
  given([opened, resolved], addReply('USER', 'u1')).thenRefuses(TicketRefused, 'resolved')
  given([opened, resolved], addReply('ADMIN', 'a1')).thenRefuses(TicketRefused, 'resolved')
})

t.test('replying to or resolving a ticket that does not exist is refused', async t => {
  given([], addReply('USER', 'u1')).thenRefuses(TicketRefused, 'notFound')
  given([], { type: 'ResolveTicket', ticketId: 't1', resolvedBy: 'a1' }).thenRefuses(TicketRefused, 'notFound')
})

t.test('resolving an open ticket resolves it, and resolving it again changes nothing', async t => {
  given([opened], { type: 'ResolveTicket', ticketId: 't1', resolvedBy: 'a1' }).then([resolved])
  given([opened, resolved], { type: 'ResolveTicket', ticketId: 't1', resolvedBy: 'a2' }).then([])
})

t.test('the owner reading the thread marks every reply so far as read', async t => {
  given([opened, reply('ADMIN', 'r1'), reply('USER', 'r2'), reply('ADMIN', 'r3')], { type: 'MarkReadByUser', ticketId: 't1', userId: 'u1' })
    .then([{ type: 'ReadByUser', data: { ticketId: 't1', userId: 'u1', repliesRead: 3 } }])
})

t.test('reading with nothing new, or as someone other than the owner, records nothing', async t => {
  const read: SupportEvent = { type: 'ReadByUser', data: { ticketId: 't1', userId: 'u1', repliesRead: 1 } }
  given([opened, reply('ADMIN'), read], { type: 'MarkReadByUser', ticketId: 't1', userId: 'u1' }).then([])
  given([opened, reply('ADMIN')], { type: 'MarkReadByUser', ticketId: 't1', userId: 'a1' }).then([])
})

t.test('folding the events gives the ticket state the decider relies on', async t => {
  t.same(foldTicket([opened, reply('ADMIN'), resolved]), { exists: true, ticketId: 't1', ownerId: 'u1', status: 'Resolved', replyCount: 1, repliesRead: 0 })
})
