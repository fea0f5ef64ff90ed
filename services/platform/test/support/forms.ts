import { randomUUID } from 'node:crypto'

const pad = (header: number[], size: number) => Buffer.concat([Buffer.from(header), Buffer.alloc(Math.max(0, size - header.length), 7)])

/** Files the server judges by their first bytes, as a browser would upload them. */
export const files = {
  png: (size = 20_000) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], size),
  jpeg: (size = 20_000) => pad([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1], size),
  mp4: (size = 1_500_000) => pad([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], size),
}

/** A multipart/form-data body with text fields and file parts, as FormData sends it. */
export function formBody(fields: Record<string, string>, uploads: Record<string, Buffer> = {}): { raw: Buffer; headers: Record<string, string> } {
  const boundary = `----arena${randomUUID().replaceAll('-', '')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  for (const [name, bytes] of Object.entries(uploads)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`), bytes, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { raw: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
