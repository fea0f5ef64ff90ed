import { request } from 'node:http'

export interface RawAnswer {
  statusCode: number
  text: string
  contentType: string
}

let nextAddress = 0

/**
 * A GET with the path sent byte for byte, over a real socket: fetch and inject both resolve
 * `../` before sending, which is exactly what an attacker's raw request does not do. Each call
 * names its own client address (the gateway trusts the proxy header), so the per-IP limit stays out of it.
 */
export function rawGet(baseUrl: string, path: string, token?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl)
  nextAddress += 1
  const headers: Record<string, string> = { 'x-forwarded-for': `10.99.${(nextAddress >> 8) & 255}.${nextAddress & 255}` }
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
