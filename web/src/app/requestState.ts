import type { PayloadAction } from '@reduxjs/toolkit'

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** Where one read from the server stands: the page shows "Loading", the answer, or why it failed. */
export interface RequestState {
  status: LoadStatus
  error: string | null
}

export const idleRequest: RequestState = { status: 'idle', error: null }

/** One read, kept with what it loaded (`{ rows, status, error }` and the like). */
export type Loadable<Fields> = Fields & RequestState

export interface AnswerOptions<S, Loaded> {
  /** Keeps the answer; its status and error are set beside it. False: the answer is for something no longer asked for, and is dropped. */
  store: (state: S, loaded: Loaded) => void | false
  /** The part of the state that holds the status and error; the state itself when not given. */
  at?: (state: S) => RequestState
}

export type AnswerReducers<Name extends string, S, Loaded> = Record<`${Name}Loaded`, (state: S, action: PayloadAction<Loaded>) => void> &
  Record<`${Name}Failed`, (state: S, action: PayloadAction<string>) => void>

/** How one read ends: `<name>Loaded` stores the answer, `<name>Failed` keeps the message for the page. */
export function answerReducers<Name extends string, S, Loaded>(name: Name, { store, at = state => state as RequestState }: AnswerOptions<S, Loaded>): AnswerReducers<Name, S, Loaded> {
  const reducers = {
    [`${name}Loaded`]: (state: S, action: PayloadAction<Loaded>) => {
      if (store(state, action.payload) !== false) Object.assign(at(state), { status: 'loaded', error: null })
    },
    [`${name}Failed`]: (state: S, action: PayloadAction<string>) => {
      Object.assign(at(state), { status: 'failed', error: action.payload })
    },
  }
  return reducers as AnswerReducers<Name, S, Loaded>
}

export interface RequestOptions<S, Loaded, Started> extends AnswerOptions<S, Loaded> {
  /** True when what is on screen stays while a refresh loads: "Loading" then shows only on a first load. */
  shown?: (state: S) => boolean
  /** What the request itself records (e.g. the year asked for), before it goes out. */
  started?: (state: S, payload: Started) => void
}

export type RequestReducers<Name extends string, S, Loaded, Started> = Record<`${Name}Requested`, (state: S, action: PayloadAction<Started>) => void> &
  AnswerReducers<Name, S, Loaded>

/**
 * The three reducers of one read, named after it: `<name>Requested` (loading), `<name>Loaded` (the
 * answer stored, loaded) and `<name>Failed` (the message kept for the page). Spread them into a
 * createSlice's reducers; the action creators keep those names.
 */
export function requestReducers<Name extends string, S, Loaded, Started = void>(
  name: Name,
  options: RequestOptions<S, Loaded, Started>,
): RequestReducers<Name, S, Loaded, Started> {
  const { at = state => state as RequestState, shown, started } = options
  const reducers = {
    [`${name}Requested`]: (state: S, action: PayloadAction<Started>) => {
      started?.(state, action.payload)
      const request = at(state)
      if (!shown?.(state)) request.status = 'loading'
      request.error = null
    },
    ...answerReducers(name, options),
  }
  return reducers as RequestReducers<Name, S, Loaded, Started>
}

/** One change sent from a form or dialog: sending, done with the server's message, or refused with field errors. */
export interface SendState {
  status: 'idle' | 'sending' | 'done' | 'failed'
  message: string | null
  errors: Record<string, string>
}

export const idleSend: SendState = { status: 'idle', message: null, errors: {} }

/** A refusal as the forms show it: the message, and the texts under the fields it names. */
export interface Refusal {
  message: string
  errors: Record<string, string>
}

/** A refusal's field errors; one that names no field (a cool-down, an outage) shows for the whole form, as `form`. */
export const fieldErrors = (refusal: Refusal): Record<string, string> => (Object.keys(refusal.errors).length > 0 ? { ...refusal.errors } : { form: refusal.message })

/** A dialog's sending state as it goes out (its Requested reducer, with its own payload, sets this). */
export const sendingState: SendState = { status: 'sending', message: null, errors: {} }

export type SendReducers<Name extends string, S> = Record<`${Name}Done`, (state: S, action: PayloadAction<string>) => void> &
  Record<`${Name}Failed`, (state: S, action: PayloadAction<Refusal>) => void> &
  Record<`${Name}Reset`, (state: S) => void>

/** How one change sent from a dialog ends: `<name>Done` with the server's message, `<name>Failed` with its refusal, `<name>Reset` when the dialog closes. */
export function sendReducers<Name extends string, S>(name: Name, at: (state: S) => SendState): SendReducers<Name, S> {
  const reducers = {
    [`${name}Done`]: (state: S, action: PayloadAction<string>) => {
      Object.assign(at(state), { status: 'done', message: action.payload, errors: {} })
    },
    [`${name}Failed`]: (state: S, action: PayloadAction<Refusal>) => {
      Object.assign(at(state), { status: 'failed', message: action.payload.message, errors: action.payload.errors })
    },
    [`${name}Reset`]: (state: S) => {
      Object.assign(at(state), idleSend)
    },
  }
  return reducers as SendReducers<Name, S>
}

/** An admin queue: its rows under the filter chosen, and the one decision in flight from its dialog. */
export interface QueueState<Row, Filter> extends Loadable<{ filter: Filter; rows: Row[] }> {
  action: SendState
}

export const emptyQueue = <Row, Filter>(filter: Filter): QueueState<Row, Filter> => ({ filter, rows: [], ...idleRequest, action: idleSend })

export type QueueReducers<Name extends string, S, Queue extends string, Filter, Row> =
  Record<`${Name}Requested`, (state: S, action: PayloadAction<{ queue: Queue; filter: Filter }>) => void> &
  Record<`${Name}Loaded`, (state: S, action: PayloadAction<{ queue: Queue; rows: Row[] }>) => void> &
  Record<`${Name}Failed`, (state: S, action: PayloadAction<{ queue: Queue; error: string }>) => void>

/** Reading one of several queues kept side by side: the same three steps as requestReducers, each payload naming its queue. */
export function queueReducers<Name extends string, S, Queue extends string, Filter, Row>(
  name: Name,
  at: (state: S, queue: Queue) => QueueState<Row, Filter>,
): QueueReducers<Name, S, Queue, Filter, Row> {
  const reducers = {
    [`${name}Requested`]: (state: S, action: PayloadAction<{ queue: Queue; filter: Filter }>) => {
      Object.assign(at(state, action.payload.queue), { filter: action.payload.filter, status: 'loading', error: null })
    },
    [`${name}Loaded`]: (state: S, action: PayloadAction<{ queue: Queue; rows: Row[] }>) => {
      Object.assign(at(state, action.payload.queue), { rows: action.payload.rows, status: 'loaded', error: null })
    },
    [`${name}Failed`]: (state: S, action: PayloadAction<{ queue: Queue; error: string }>) => {
      Object.assign(at(state, action.payload.queue), { status: 'failed', error: action.payload.error })
    },
  }
  return reducers as QueueReducers<Name, S, Queue, Filter, Row>
}

export type QueueSendReducers<Name extends string, S, Queue extends string> = Record<`${Name}Done`, (state: S, action: PayloadAction<{ queue: Queue; message: string }>) => void> &
  Record<`${Name}Failed`, (state: S, action: PayloadAction<Refusal & { queue: Queue }>) => void> &
  Record<`${Name}Reset`, (state: S, action: PayloadAction<Queue>) => void>

/** sendReducers for a decision on one of several queues: the payloads name the queue. */
export function queueSendReducers<Name extends string, S, Queue extends string>(name: Name, at: (state: S, queue: Queue) => SendState): QueueSendReducers<Name, S, Queue> {
  const send: Record<string, (target: SendState, action: PayloadAction<unknown>) => void> = sendReducers(name, (target: SendState) => target)
  const reducers = {
    [`${name}Done`]: (state: S, action: PayloadAction<{ queue: Queue; message: string }>) => send[`${name}Done`]!(at(state, action.payload.queue), { ...action, payload: action.payload.message }),
    [`${name}Failed`]: (state: S, action: PayloadAction<Refusal & { queue: Queue }>) => send[`${name}Failed`]!(at(state, action.payload.queue), action),
    [`${name}Reset`]: (state: S, action: PayloadAction<Queue>) => send[`${name}Reset`]!(at(state, action.payload), action),
  }
  return reducers as QueueSendReducers<Name, S, Queue>
}
