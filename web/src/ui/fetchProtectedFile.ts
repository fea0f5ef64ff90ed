/**
 * A file the server shows only to its owner and admins (KYC documents, cheques, profile images,
 * ticket images, CSV reports): an <img src> cannot send the token, so it is fetched with it.
 */
export async function fetchProtectedFile(path: string, token: string | null, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<Blob> {
  const response = await fetchImpl(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return response.blob()
}
