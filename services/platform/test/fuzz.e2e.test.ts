import t from 'tap'
import fc from 'fast-check'
import { NotificationRaised, type RecordedEvent } from '@arena/contracts'
import { needs } from '@arena/testing'
import type { Answer, Call } from './support/client'
import { exampleBody, exampleUrl } from './support/examples'
import { isErrorBody } from './support/expectations'
import { formBody } from './support/forms'
import { arbitraryBody, arbitraryQuery, asFormFields, mutationsOf } from './support/fuzzing'
import { signUp } from './support/people'
import { bootPlatform, WEBHOOK_SECRET, type WriteMark } from './support/platformUnderTest'
import { cast } from './support/richPlayer'
import { accessOf, apiRoutes, hasBody, keyOf, type Route } from './support/routes'

// Fixed so a failure replays exactly; FUZZ_SEED explores other inputs, FUZZ_RUNS changes the depth.
const seed = Number(process.env.FUZZ_SEED ?? 20260401)
const numRuns = Number(process.env.FUZZ_RUNS ?? 20)
/** A multipart form one time in four: most calls read JSON, and the wallet answers any form with 415. */
const sometimesAForm = fc.constantFrom(false, false, false, true)

/** Calls that end the caller's sessions, with the name of the player each gets. */
const ENDS_SESSIONS = new Map([['POST /api/logout', 'logmeout'], ['POST /api/logout-all-devices', 'logoutall']])

t.test(`fuzzed bodies never get a 500, and only a 2xx writes (seed ${seed}, ${numRuns} runs per generator)`, needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const c = await cast(put)
  // Player calls first: the admin calls may block the cast's player, whose token the player calls use.
  const routes = apiRoutes(put.platform.app).sort((x, y) => Number(accessOf(x) === 'admin') - Number(accessOf(y) === 'admin'))

  /** Deleting the account is what that call is for; it gets a player of its own to delete. */
  const credentialsFor = async (route: Route): Promise<Partial<Call>> => {
    if (keyOf(route) === 'POST /api/delete-account') return { token: (await signUp(put, 'deleteme')).token }
    // Ending sessions is what these calls are for: a player of their own, so the cast stays signed in.
    const leaver = ENDS_SESSIONS.get(keyOf(route))
    if (leaver) return { token: (await signUp(put, leaver)).token }
    return { admin: { token: c.boss.token }, player: { token: c.rich.token }, signed: { signWith: WEBHOOK_SECRET }, public: {} }[accessOf(route)]
  }

  /**
   * What the call itself wrote to the log. A notification is written by support's worker some
   * moments after the fact it tells of, so one may land during a later call: it names its fact's
   * position, and one caused by a fact written before the call is not the call's write.
   */
  async function eventsWrittenBy(before: WriteMark, after: WriteMark): Promise<RecordedEvent[]> {
    const written = await put.platform.infrastructure.store.readAll(before.head, after.head - before.head)
    return written.filter(event => !(NotificationRaised.is(event) && event.data.sourcePosition <= before.head))
  }

  /** The one refusal that writes: a wrong OTP against an issued code is counted, so five wrong tries lock it. */
  const isCountedWrongOtp = (answer: Answer, written: RecordedEvent[]) =>
    Boolean(answer.body?.errors?.otp) && written.length === 1 && written[0]!.type === 'OtpAttemptFailed'

  async function send(call: Call) {
    const before = await put.mark()
    const answer = await put.call(call)
    const after = await put.mark()
    const shown = `${answer.statusCode} ${answer.text.slice(0, 200)}`
    if (answer.statusCode >= 500) throw new Error(`answered ${shown}`)
    if (answer.statusCode >= 400 && !isErrorBody(answer.body)) throw new Error(`refused without the error body: ${shown}`)
    if (answer.statusCode < 300) return
    const written = after.head === before.head ? [] : await eventsWrittenBy(before, after)
    const wroteFiles = after.files.join() !== before.files.join()
    if (wroteFiles || (written.length > 0 && !isCountedWrongOtp(answer, written))) {
      throw new Error(`wrote ${wroteFiles ? 'files' : written.map(event => event.type).join(', ')} although it answered ${shown}`)
    }
  }

  for (const route of routes) {
    const credentials = await credentialsFor(route)
    const url = exampleUrl(route, c)
    const body = (json: Record<string, unknown>, asForm: boolean): Partial<Call> => {
      const fields = asForm ? asFormFields(json) : undefined
      return fields ? formBody(fields) : { json }
    }
    const calls: fc.Arbitrary<Call> = hasBody(route)
      ? fc.tuple(fc.oneof(arbitraryBody, { weight: 3, arbitrary: mutationsOf(exampleBody(route, c)) }), sometimesAForm)
          .map(([json, asForm]) => ({ method: route.method, url, ...credentials, ...body(json, asForm) }))
      : arbitraryQuery.map(query => ({ method: route.method, url: `${url}?${query}`, ...credentials }))
    const details = await fc.check(fc.asyncProperty(calls, call => send(call)), { seed, numRuns: hasBody(route) ? numRuns * 2 : numRuns, endOnFailure: true })
    t.notOk(details.failed, `${keyOf(route)}: ${details.failed ? `${String(details.errorInstance)} for ${JSON.stringify(details.counterexample?.[0]?.json ?? details.counterexample?.[0]?.url).slice(0, 400)}` : 'held'}`)
  }
  t.equal((await put.call({ method: 'GET', url: '/api/health' })).statusCode, 200, 'the platform still answers after all of it')
})
