import { randomUUID } from 'node:crypto'

export const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
export const tinyPng = (): Buffer => Buffer.concat([PNG_HEADER, Buffer.from('IHDR-rest-of-a-small-image')])

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(field: string, filename: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----arena${randomUUID().replaceAll('-', '')}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
