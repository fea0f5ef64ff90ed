/**
 * A settled contest's evidence bundle (docs/verifying-a-contest.md). The bundle is a file served
 * only with the bearer token, which a plain link cannot send, so it is fetched and saved from a
 * Blob; the hashes the result page shows come from the same place.
 */

export interface EvidenceHead {
  /** sha256 of the last line of the whole bundle, sealed in the contest's log at settlement; null until sealed. */
  sealedHash: string | null
  /** The last hash of this player's pseudonymised copy; null for someone who did not play. */
  yourCopyHash: string | null
  played: boolean
}

type Fetch = typeof fetch
const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
const defaultFetch: Fetch = (...args) => globalThis.fetch(...args)

async function refusal(response: Response, fallback: string): Promise<Error> {
  try {
    const body = (await response.json()) as { message?: unknown }
    return new Error(typeof body.message === 'string' && body.message !== '' ? body.message : fallback)
  } catch {
    return new Error(fallback)
  }
}

export const playerEvidencePath = (contestId: string) => `/api/contest/${encodeURIComponent(contestId)}/evidence`
export const adminEvidencePath = (contestId: string) => `/api/admin/contest/${encodeURIComponent(contestId)}/evidence`

export async function fetchEvidenceHead(contestId: string, token: string | null, fetchImpl: Fetch = defaultFetch): Promise<EvidenceHead> {
  const response = await fetchImpl(`${playerEvidencePath(contestId)}/head`, { headers: auth(token) })
  if (!response.ok) throw await refusal(response, 'The evidence could not be loaded, please try again')
  return ((await response.json()) as { data: EvidenceHead }).data
}

/** Downloads a bundle and saves it under the server's file name; resolves with its last hash. */
export async function downloadEvidence(path: string, token: string | null, fetchImpl: Fetch = defaultFetch): Promise<string> {
  const response = await fetchImpl(path, { headers: auth(token) })
  if (!response.ok) throw await refusal(response, 'The evidence could not be downloaded, please try again')
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'contest-evidence.jsonl'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
  return response.headers.get('x-evidence-head') ?? ''
}
