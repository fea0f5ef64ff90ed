/**
 * The one HTTP client of the web app. Sagas receive it through the saga context, so tests
 * hand them a fake with the same shape instead of stubbing fetch.
 */
export interface ApiClient {
  get<T = unknown>(path: string): Promise<T>
  post<T = unknown>(path: string, body?: unknown): Promise<T>
  /** Multipart upload; the browser sets the boundary, so no content type is given here. */
  postForm<T = unknown>(path: string, form: FormData): Promise<T>
}

/** A refusal from the server, in the error body shape every service answers with. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Any failure as a refusal with a readable message, so a bug surfaces as text, not a stuck form. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(GENERIC_FAILURE, 0)
}

export const TOKEN_KEY = 'jwtToken'
export const DEVICE_ID_KEY = 'arenaDeviceId'

/** The id this browser keeps for good (made once, random); null where nothing can be stored. */
export function browserDeviceId(storage: { get(): string | null; set(value: string): void }): string | null {
  const kept = storage.get()
  if (kept) return kept
  if (typeof crypto === 'undefined' || typeof crypto.randomUUID !== 'function') return null
  const made = crypto.randomUUID()
  storage.set(made)
  return made
}

export interface ApiOptions {
  baseUrl?: string
  getToken: () => string | null
  fetch?: typeof fetch
  /** This browser's own random id, sent as X-Device-Id so the server can see two accounts on one browser (fair play). */
  deviceId?: () => string | null
}

const GENERIC_FAILURE = 'Something went wrong, please try again'

export function createApi({ baseUrl = '/api', getToken, fetch: fetchImpl = globalThis.fetch.bind(globalThis), deviceId = () => null }: ApiOptions): ApiClient {
  // The highest log position the server said a write of ours reached: every request asks the
  // server that answers it (any edge) to have applied it first, so a read shows our own writes.
  let seen = 0
  async function send<T>(method: string, path: string, body?: BodyInit, json = false): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (seen > 0) headers['x-arena-after'] = String(seen)
    if (json) headers['content-type'] = 'application/json'
    const token = getToken()
    if (token) headers.authorization = `Bearer ${token}`
    const device = deviceId()
    if (device) headers['x-device-id'] = device
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}/${path.replace(/^\//, '')}`, { method, headers, body: body ?? null })
    } catch {
      throw new ApiError('Cannot reach the server, please check your connection', 0)
    }
    const position = Number(response.headers.get('x-arena-position'))
    if (Number.isSafeInteger(position) && position > seen) seen = position
    const parsed = await readBody(response)
    if (!response.ok || isRefusal(parsed)) throw toApiError(parsed, response.status)
    return parsed as T
  }
  return {
    get: path => send('GET', path),
    post: (path, body) => send('POST', path, JSON.stringify(body ?? {}), true),
    postForm: (path, form) => send('POST', path, form),
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return { status: false, message: GENERIC_FAILURE }
  }
}

function isRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === false
}

function toApiError(body: unknown, status: number): ApiError {
  const record = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; errors?: unknown }
  const message = typeof record.message === 'string' && record.message !== '' ? record.message : GENERIC_FAILURE
  return new ApiError(message, status, stringFields(record.errors))
}

function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  const fields: Record<string, string> = {}
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') fields[key] = text
  return fields
}
