import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { MemoryEventStore, MemorySnapshotStore } from '@arena/eventstore'
import { checkpointKey } from '@arena/service-kit'
import { TicketProjection } from '../src/readModel/ticketProjection'
import { TICKETS_FOLD_VERSION } from '../src/readModel/ticketCheckpoint'
import { restoredAtEveryCut, watched } from './checkpointCuts'
import { gif, jpeg, multipart, openTicket, png, startSupport, type Harness } from './fixtures'

// The tickets' read model, restored from a checkpoint taken anywhere in a log the module's own
// calls wrote and fed the rest, must hold and answer what a fold of the whole log does (docs/adr/0035).

const adminReply = async (h: Harness, ticketId: string, description: string) =>
  h.call('POST', `/api/admin/tickets/${ticketId}/reply`, await h.token('a1', 'admin', 'Support'), { form: await multipart({ description }) })
const playerReply = async (h: Harness, userId: string, ticketId: string, description: string, file?: Parameters<typeof multipart>[1]) =>
  h.call('POST', '/api/chat-room-reply', await h.token(userId), { form: await multipart({ _id: ticketId, description }, file) })

/** Two players' tickets through the API: files on issues and replies, both sides replying, reads, resolutions. */
async function supportDay(h: Harness): Promise<void> {
  const wallet = await openTicket(h, 'u1', { name: 'utr.png', bytes: png() })
  h.clock.advance(60_000)
  const kyc = await openTicket(h, 'u2', undefined, 'KYC')
  await adminReply(h, wallet, 'Which deposit?')
  h.clock.advance(30_000)
  await playerReply(h, 'u1', wallet, 'The one of 500', { name: 'proof.jpg', bytes: jpeg() })
  await adminReply(h, kyc, 'Please upload your PAN again')
  await h.call('POST', '/api/chat-room-data', await h.token('u1'), { json: { _id: wallet } })
  const other = await openTicket(h, 'u1', { name: 'screen.gif', bytes: gif() }, 'Contest')
  await adminReply(h, wallet, 'Credited, sorry for the wait')
  h.clock.advance(3_600_000)
  await h.call('POST', `/api/admin/tickets/${wallet}/resolve`, await h.token('a1', 'admin'))
  await playerReply(h, 'u2', kyc, 'Done')
  await adminReply(h, other, 'Looking')
  await h.call('POST', `/api/admin/tickets/${other}/resolve`, await h.token('a1', 'admin'))
}

/** Every file uploaded in the log, on an issue or a reply. */
const files = (log: RecordedEvent[]) => log.flatMap(e => {
  const file = (e.data as { attachment?: { file: string } | null }).attachment?.file
  return file ? [file] : []
})
const readsOf = (log: RecordedEvent[]) => (view: TicketProjection) => ({
  checkpoint: view.checkpoint(),
  position: view.position,
  all: view.all(),
  owned: ['u1', 'u2'].map(userId => [view.ownedBy(userId), view.totalUnread(userId)]),
  files: files(log).map(file => view.ticketOfFile(file)?.ticketId),
})

t.test('tickets restored from a checkpoint after any event of a real log read as the whole fold', async t => {
  const h = await startSupport(t)
  await supportDay(h)
  const log = await h.store.readAll(0, 10_000)
  const types = new Set(log.map(e => e.type))
  t.same([...types].sort(), ['ReadByUser', 'ReplyAdded', 'TicketOpened', 'TicketResolved'], `the log (${log.length} events) has every ticket event`)
  t.equal(files(log).length, 3, 'files on issues and on a reply')
  await restoredAtEveryCut(t, log, () => new TicketProjection(), readsOf(log))
})

t.test('a tickets checkpoint that is not one the fold writes is refused before anything changes', async t => {
  const h = await startSupport(t)
  await supportDay(h)
  const whole = new TicketProjection()
  for (const event of await h.store.readAll(0, 10_000)) whole.apply(event)
  const good = whole.checkpoint()
  const [first, ...rest] = good.tickets
  const bad = [
    { tickets: [{ ...first, status: 'closed' }, ...rest] },
    { tickets: [{ ...first, replies: [{ ...first!.replies[0], replyBy: 'BOT' }] }, ...rest] },
    { tickets: [first, ...rest, first] },
    { tickets: [...rest, { ...first, repliesRead: -1 }] },
  ]
  for (const json of bad) {
    const view = new TicketProjection()
    await t.rejects(view.restore(JSON.parse(JSON.stringify(json)), 9), new RegExp(`not a ${TICKETS_FOLD_VERSION} checkpoint`))
    t.same([view.all(), view.position], [[], 0], 'nothing taken')
  }
})

t.test('a restarted module starts from the checkpoint its last run left and reads only the log after it', async t => {
  const store = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const h = await startSupport(t, { store, snapshots })
  await supportDay(h)
  const queue = async (h: Harness) => (await h.call('GET', '/api/admin/tickets', await h.token('a1', 'admin'))).json()
  const before = await queue(h)
  const froms: number[] = []
  await h.close()
  t.equal((await snapshots.load(checkpointKey('support-tickets'), TICKETS_FOLD_VERSION))?.version, await store.headPosition(), 'the stop left a checkpoint at the head')
  const restarted = await startSupport(t, { store: watched(store, froms), snapshots, dataDir: h.dataDir })
  t.same(froms, [await store.headPosition()], 'the log is read from the checkpoint\'s position')
  t.same(await queue(restarted), before)
  t.same(restarted.pushes, [], 'nothing old pushed again')
})

t.test('a checkpoint the fold could not have written is passed over: the log is folded from its start', async t => {
  const store = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const h = await startSupport(t, { store })
  await supportDay(h)
  const head = await store.headPosition()
  await snapshots.save({ stream: checkpointKey('support-tickets'), version: head, foldVersion: TICKETS_FOLD_VERSION, state: { tickets: [{ ticketId: 'x' }] } })
  const froms: number[] = []
  const restarted = await startSupport(t, { store: watched(store, froms), snapshots, dataDir: h.dataDir })
  t.same(froms, [0])
  t.equal((await restarted.call('GET', '/api/admin/tickets', await restarted.token('a1', 'admin'))).json().data.length, 3)
})
