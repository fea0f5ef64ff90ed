/** One form's trip to the server: field errors and the message come back from a refusal. */
export interface RequestState {
  status: 'idle' | 'sending' | 'done' | 'failed'
  message: string | null
  errors: Record<string, string>
}

export const idleRequest: RequestState = { status: 'idle', message: null, errors: {} }
export const sendingRequest: RequestState = { status: 'sending', message: null, errors: {} }

export interface Refusal {
  message: string
  errors: Record<string, string>
}

export const failedRequest = (refusal: Refusal): RequestState => ({ status: 'failed', ...refusal })
