import t from 'tap'
import { configureStore } from '@reduxjs/toolkit'
import createSagaMiddleware from 'redux-saga'
import { ApiError, type ApiClient } from '../src/app/api'
import { memoryStorage, type AppDeps } from '../src/app/deps'
import { sessionReducer } from '../src/features/session/slice'
import { toastReducer, selectToasts } from '../src/features/toast/slice'
import { supportSaga } from '../src/features/support/sagas'
import { adminReplySubmitted, adminResolveRequested, adminTicketSelected, adminTicketsRequested } from '../src/features/support/adminSlice'
import { toCsv } from '../src/ui/csv'
import { pageInfo } from '../src/ui/pageInfo'
import { chatRoomOpened, helpIssueSubmitted, historyRequested, replySubmitted } from '../src/features/support/playerSlice'
import { selectAdminSupport, selectHelpForm, selectHistory, selectRoom, selectUnread, supportReducer } from '../src/features/support/slice'
import type { ReplyDto, TicketDetailDto, TicketDto } from '../src/features/support/types'
import { stashFile, takeFile } from '../src/app/fileStash'

interface Call { method: 'get' | 'post' | 'postForm'; path: string; body: unknown }
type Answer = (call: Call) => unknown

/** A fake API: records every call and answers with `answer` (which may throw an ApiError). */
function fakeApi(answer: Answer): ApiClient & { calls: Call[] } {
  const calls: Call[] = []
  const send = (method: Call['method']) => async <T>(path: string, body?: unknown) => {
    const call = { method, path, body }
    calls.push(call)
    return (await answer(call)) as T
  }
  return { calls, get: send('get'), post: send('post'), postForm: send('postForm') }
}

/** The real reducers and the support saga, with a fake API behind them. */
function setup(answer: Answer) {
  const api = fakeApi(answer)
  const deps: AppDeps = { api, storage: memoryStorage(), now: () => 0, sleep: () => new Promise<void>(() => {}), navigate: () => {} }
  const sagas = createSagaMiddleware({ context: { deps } })
  const store = configureStore({
    reducer: { session: sessionReducer, toast: toastReducer, support: supportReducer },
    middleware: getDefault => getDefault({ thunk: false }).concat(sagas),
  })
  sagas.run(supportSaga)
  const toasts = () => selectToasts(store.getState()).map(toast => [toast.kind, toast.text])
  return { api, store, toasts }
}

const settle = () => new Promise(resolve => setImmediate(resolve))
const ticket = (over: Partial<TicketDto> = {}): TicketDto => ({ _id: 't-1', id: 'T-1', subject: 'Wallet', description: 'Deposit missing', issueImage: null, date: '2026-03-01T10:00:00.000Z', status: 'open', unread: 0, ...over })
const reply = (over: Partial<ReplyDto> = {}): ReplyDto => ({ _id: 'r-1', description: 'Credited', issueImage: null, date: '2026-03-01T10:05:00.000Z', replyBy: 'ADMIN', ...over })
const detail = (over: Partial<TicketDetailDto> = {}): TicketDetailDto => ({ ...ticket(), replies: [], ...over })
const live = (event: string, data: unknown) => ({ type: `realtime/${event}`, payload: data })

t.test('a help issue goes as multipart with its image, and the server message is toasted', async t => {
  const { api, store, toasts } = setup(() => ({ status: true, message: 'Your ticket has been submitted successfully', data: ticket() }))
  const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' })
  store.dispatch(helpIssueSubmitted({ subject: 'My Refund', description: 'Help', fileId: stashFile(image) }))
  t.equal(selectHelpForm(store.getState()).status, 'sending')
  await settle()
  const [call] = api.calls
  t.match(call, { method: 'postForm', path: 'helpIssue-data' })
  const form = call!.body as FormData
  t.equal(form.get('subject'), 'My Refund')
  t.equal(form.get('description'), 'Help')
  t.equal((form.get('issueImage') as File).name, 'proof.png')
  t.notOk(form.has('id') || form.has('user_id'), 'the user is never sent: the server reads the token')
  t.equal(selectHelpForm(store.getState()).status, 'done')
  t.same(toasts(), [['success', 'Your ticket has been submitted successfully']])
})

t.test('a refused help issue keeps the server field errors for the form', async t => {
  const { store, toasts } = setup(() => {
    throw new ApiError('Maximum 10 MB Image allowed.', 400, { issueImage: 'Maximum 10 MB Image allowed.' })
  })
  store.dispatch(helpIssueSubmitted({ subject: 'KYC', description: 'x' }))
  await settle()
  t.match(selectHelpForm(store.getState()), { status: 'failed', errors: { issueImage: 'Maximum 10 MB Image allowed.' } })
  t.same(toasts(), [['error', 'Maximum 10 MB Image allowed.']])
})

t.test('the ticket history carries the unread total for the header badge', async t => {
  const { store } = setup(() => ({ status: true, data: [ticket({ unread: 2 }), ticket({ _id: 't-2', unread: 0 })], unread: 2 }))
  store.dispatch(historyRequested())
  await settle()
  t.equal(selectHistory(store.getState()).tickets.length, 2)
  t.equal(selectUnread(store.getState()), 2)
})

t.test('a live admin reply on another ticket raises the row and header counts', async t => {
  const { api, store } = setup(() => ({ status: true, data: [ticket(), ticket({ _id: 't-2' })], unread: 0 }))
  store.dispatch(historyRequested())
  await settle()
  store.dispatch(live('ReplyAdded', { ticketId: 't-2', reply: reply(), unread: 1, totalUnread: 1 }))
  await settle()
  t.equal(selectUnread(store.getState()), 1)
  t.same(selectHistory(store.getState()).tickets.map(row => row.unread), [0, 1])
  t.equal(api.calls.length, 1, 'no chat room is open, so nothing is marked read')
})

t.test('a live admin reply on the open chat room shows at once and is marked read', async t => {
  // The first read finds no reply; the read after the push finds it (and the server marks it read).
  const { api, store } = setup(call => ({ status: true, data: detail({ replies: call === api.calls[0] ? [] : [reply()] }), unread: 0 }))
  store.dispatch(chatRoomOpened('t-1'))
  await settle()
  store.dispatch(live('ReplyAdded', { ticketId: 't-1', reply: reply(), unread: 1, totalUnread: 1 }))
  t.same(selectRoom(store.getState()).ticket?.replies.map(r => r.description), ['Credited'], 'the reply is on screen before any request')
  await settle()
  t.same(api.calls.map(c => [c.path, c.body]), [['chat-room-data', { _id: 't-1' }], ['chat-room-data', { _id: 't-1' }]])
  t.equal(selectUnread(store.getState()), 0)
  t.equal(selectRoom(store.getState()).ticket?.replies.length, 1, 'the pushed reply is not shown twice')
})

t.test('a ticket resolved live closes the reply editor of the open room', async t => {
  const { store } = setup(() => ({ status: true, data: detail(), unread: 0 }))
  store.dispatch(chatRoomOpened('t-1'))
  await settle()
  store.dispatch(live('TicketResolved', { ticketId: 't-1', status: 'Resolved', totalUnread: 0 }))
  t.equal(selectRoom(store.getState()).ticket?.status, 'Resolved')
})

t.test('a reply refused because the ticket is resolved marks the room resolved', async t => {
  const { api, store, toasts } = setup(call => {
    if (call.path === 'chat-room-data') return { status: true, data: detail(), unread: 0 }
    throw new ApiError('Your Ticket Resolved Please check', 409, { ticket: 'Your Ticket Resolved Please check' })
  })
  store.dispatch(chatRoomOpened('t-1'))
  await settle()
  store.dispatch(replySubmitted({ ticketId: 't-1', description: 'one more thing' }))
  await settle()
  const form = api.calls[1]!.body as FormData
  t.same([api.calls[1]!.path, form.get('_id'), form.get('description')], ['chat-room-reply', 't-1', 'one more thing'])
  t.equal(selectRoom(store.getState()).ticket?.status, 'Resolved')
  t.same(toasts(), [['error', 'Your Ticket Resolved Please check']])
})

t.test('the admin queue sends its filters, and a reply or resolve refreshes it', async t => {
  const { api, store } = setup(call => (call.method === 'get' ? { status: true, data: [] } : { status: true, message: 'ok', data: detail({ status: 'Resolved' }) }))
  store.dispatch(adminTicketsRequested({ status: 'open', search: ' wallet ' }))
  await settle()
  t.equal(api.calls[0]!.path, 'admin/tickets?status=open&search=wallet')
  store.dispatch(adminTicketSelected('t-1'))
  await settle()
  t.same(api.calls[1], { method: 'post', path: 'chat-room-tichekdata', body: { _id: 't-1' } })
  store.dispatch(adminReplySubmitted({ ticketId: 't-1', description: 'Done' }))
  await settle()
  t.match(api.calls.slice(2).map(c => c.path), ['admin/tickets/t-1/reply', 'admin/tickets?status=open&search=wallet'])
  store.dispatch(adminResolveRequested('t-1'))
  await settle()
  t.match(api.calls.slice(4).map(c => c.path), ['admin/tickets/t-1/resolve', 'admin/tickets?status=open&search=wallet'])
  t.equal(selectAdminSupport(store.getState()).thread?.status, 'Resolved')
})

t.test('CSV export quotes what needs quoting and defuses formulas', async t => {
  t.equal(toCsv(['#', 'Subject'], [['1', 'Refund, please'], ['2', 'He said "no"'], ['3', '=HYPERLINK("x")']]),
    '#,Subject\r\n1,"Refund, please"\r\n2,"He said ""no"""\r\n3,"\'=HYPERLINK(""x"")"')
})

t.test('the info line counts the rows on the page, and says when a filter hides some', async t => {
  t.equal(pageInfo(0, 10, 0, 0), 'Showing 0 to 0 of 0 entries')
  t.equal(pageInfo(1, 10, 23, 23), 'Showing 11 to 20 of 23 entries')
  t.equal(pageInfo(2, 10, 23, 23), 'Showing 21 to 23 of 23 entries')
  t.equal(pageInfo(0, 20, 3, 40), 'Showing 1 to 3 of 3 entries (filtered from 40 total entries)')
})

t.test('a stashed file is handed out once', async t => {
  const id = stashFile(new File(['x'], 'a.png'))
  t.equal(takeFile(id)?.name, 'a.png')
  t.equal(takeFile(id), undefined)
})
