import t from 'tap'
import { ApiError, type ApiClient } from '../src/app/api'
import { makeStore } from '../src/app/store'
import { contactSubmitted, selectContact } from '../src/features/contact/slice'
import { forgotPasswordSubmitted, selectForgotPassword } from '../src/features/forgotPassword/slice'
import { selectSubscriber, subscriberSubmitted } from '../src/features/subscriber/slice'
import { selectToasts } from '../src/features/toast/slice'

type Answer = (path: string, body: unknown) => Promise<unknown>

/** A fake API that records each post and answers with the given function. */
function fakeApi(answer: Answer): ApiClient & { posts: { path: string; body: unknown }[] } {
  const posts: { path: string; body: unknown }[] = []
  const unexpected = async (path: string) => {
    throw new Error(`unexpected call to ${path}`)
  }
  return {
    posts,
    get: unexpected,
    postForm: unexpected,
    post: async <T>(path: string, body?: unknown) => {
      posts.push({ path, body })
      return (await answer(path, body)) as T
    },
  }
}

const settle = () => new Promise(resolve => setImmediate(resolve))
const noSleep = () => new Promise<void>(() => {})

function setup(answer: Answer) {
  const api = fakeApi(answer)
  const store = makeStore(undefined, { api, sleep: noSleep })
  const toasts = () => selectToasts(store.getState()).map(toast => [toast.kind, toast.text])
  return { api, store, toasts }
}

const contact = { name: 'Asha Rao', email: 'asha@example.in', subject: 'Payments', message: 'When does my deposit show?' }

t.test('a contact message is posted to contactUs and its success message is toasted', async t => {
  const { api, store, toasts } = setup(async () => ({ status: true, message: 'We will get back to you soon' }))
  store.dispatch(contactSubmitted(contact))
  t.equal(selectContact(store.getState()).status, 'sending', 'the form knows a request is in flight')
  await settle()
  t.same(api.posts, [{ path: 'contactUs', body: contact }])
  t.match(selectContact(store.getState()), { status: 'sent', message: 'We will get back to you soon', errors: {} })
  t.same(toasts(), [['success', 'We will get back to you soon']])
})

t.test('a refused contact message keeps the server field errors for the form', async t => {
  const { store, toasts } = setup(async () => {
    throw new ApiError('Invalid input', 400, { email: 'Please enter valid email' })
  })
  store.dispatch(contactSubmitted({ ...contact, email: 'asha@' }))
  await settle()
  t.match(selectContact(store.getState()), { status: 'failed', message: 'Invalid input', errors: { email: 'Please enter valid email' } })
  t.same(toasts(), [['error', 'Invalid input']])
})

t.test('an unexpected failure still ends the request with a readable message', async t => {
  const { store } = setup(async () => {
    throw new TypeError('boom')
  })
  store.dispatch(contactSubmitted(contact))
  await settle()
  t.match(selectContact(store.getState()), { status: 'failed', message: 'Something went wrong, please try again' })
})

t.test('the subscriber form posts name, email and mobile to user-subscriber', async t => {
  const { api, store, toasts } = setup(async () => ({ status: true, message: 'Subscribed' }))
  store.dispatch(subscriberSubmitted({ name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' }))
  await settle()
  t.same(api.posts, [{ path: 'user-subscriber', body: { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' } }])
  t.equal(selectSubscriber(store.getState()).status, 'sent')
  t.same(toasts(), [['success', 'Subscribed']])
})

t.test('forgot password sends only the email to forget-Password, and shows the server refusal', async t => {
  const { api, store, toasts } = setup(async () => {
    throw new ApiError('Email not found', 404, { email: 'Email not found' })
  })
  store.dispatch(forgotPasswordSubmitted({ email: 'nobody@example.in', extra: 'ignored' }))
  await settle()
  t.same(api.posts, [{ path: 'forget-Password', body: { email: 'nobody@example.in' } }])
  t.match(selectForgotPassword(store.getState()), { status: 'failed', errors: { email: 'Email not found' } })
  t.same(toasts(), [['error', 'Email not found']])
})

t.test('a success without a message gets a plain confirmation', async t => {
  const { store, toasts } = setup(async () => ({ status: true }))
  store.dispatch(forgotPasswordSubmitted({ email: 'asha@example.in' }))
  await settle()
  t.same(toasts(), [['success', 'Please check your email for the reset link']])
})
