import type { UploadedFile } from '../../src/index'

const ascii = (text: string): number[] => [...text].map(c => c.charCodeAt(0))

/** First bytes of real files of each kind, padded so every header is 16 bytes long. */
export const headers = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF')],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: ascii('GIF89a'),
  gif87: ascii('GIF87a'),
  pdf: ascii('%PDF-1.7'),
  mp4: [0x00, 0x00, 0x00, 0x20, ...ascii('ftypisom')],
  mp4v2: [0x00, 0x00, 0x00, 0x18, ...ascii('ftypmp42')],
  mov: [0x00, 0x00, 0x00, 0x14, ...ascii('ftypqt  ')],
  exe: ascii('MZ'),
  text: ascii('hello.jpg'),
} as const

export type HeaderName = keyof typeof headers

export function header(name: HeaderName): Uint8Array {
  const bytes = new Uint8Array(16)
  bytes.set(headers[name])
  return bytes
}

export const file = (name: HeaderName, size: number): UploadedFile => ({ size, header: header(name) })

export const KB = 1_000
export const MB = 1_000_000
