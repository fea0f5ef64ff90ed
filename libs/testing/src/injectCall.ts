/** A multipart body as the test kits build it: its headers (boundary) and the encoded payload. */
export interface FormBody {
  headers: Record<string, string>
  payload: unknown
}

/** The part of a fastify app a test calls through (`app.inject`); structural, so this kit needs no fastify. */
interface Injectable {
  inject(options: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: never }): PromiseLike<unknown>
}

/**
 * A request through the app's real routes as a signed-in user (or nobody, without a token),
 * carrying a multipart form or a JSON body. The response is typed by the caller's harness.
 */
export function injectCall<R>(app: Injectable) {
  return async (method: 'GET' | 'POST', url: string, token: string | undefined, body?: { form?: FormBody; json?: unknown }): Promise<R> => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
    const res = body?.form
      ? await app.inject({ method, url, headers: { ...headers, ...body.form.headers }, payload: body.form.payload as never })
      : await app.inject({ method, url, headers, ...(body?.json !== undefined ? { payload: body.json as never } : {}) })
    return res as R
  }
}
