import { request } from 'node:http'

export interface RawAnswer {
  statusCode: number
  text: string
  contentType: string
}

/**
 * A GET with the path sent byte for byte, over a real socket: fetch and inject both resolve
 * `../` before sending, which is exactly what an attacker's raw request does not do.
 */
export function rawGet(baseUrl: string, path: string, token?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl)
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET', headers }, res => {
      const chunks: Buffer[] = []
      res.on('data', chunk => chunks.push(chunk as Buffer))
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('latin1'), contentType: String(res.headers['content-type'] ?? '') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
