import { deflateSync } from 'node:zlib'

/**
 * Small files a browser can really open, made above the KYC minimums (10 KB images, 1 MB
 * video; 1 KB = 1,000 bytes): the server judges uploads by their first bytes and size, and
 * the admin's review screen draws them, so padded headers alone would not do.
 */

/** An 8x8 JPEG drawn and encoded by Chromium's canvas. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAbEAEAAAcAAAAAAAAAAAAAAAAAFSUxUmSCkf/EABUBAQEAAAAAAAAAAAAAAAAAAAIF/8QAFhEBAQEAAAAAAAAAAAAAAAAAAAIR/9oADAMBAAIRAxEAPwChLoRm7XcoAKPVa//Z',
  'base64',
)

/** The JPEG above grown past `size` with comment segments (0xFFFE) right after its start marker. */
export function jpeg(size = 12_000): Buffer {
  const comments: Buffer[] = []
  let total = TINY_JPEG.length
  while (total < size) {
    const body = Math.min(60_000, size - total)
    const segment = Buffer.alloc(4 + body, 0x20)
    segment.writeUInt16BE(0xfffe, 0)
    segment.writeUInt16BE(body + 2, 2)
    comments.push(segment)
    total += segment.length
  }
  return Buffer.concat([TINY_JPEG.subarray(0, 2), ...comments, TINY_JPEG.subarray(2)])
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const frame = Buffer.alloc(8 + data.length + 4)
  frame.writeUInt32BE(data.length, 0)
  body.copy(frame, 4)
  frame.writeUInt32BE(crc32(body), 8 + data.length)
  return frame
}

/** An RGB PNG of seeded noise: noise does not compress, so 72x72 pixels stay above 10 KB. */
export function png(side = 72, seed = 7): Buffer {
  // xorshift32: plain, seeded, and random enough that deflate finds nothing to squeeze.
  let state = seed
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) & 0xff
  }
  const raw = Buffer.alloc(side * (1 + side * 3))
  for (let i = 0; i < raw.length; i += 1) raw[i] = i % (1 + side * 3) === 0 ? 0 : next()
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** An MP4 box of `type` holding `body`. */
function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length, 0)
  head.write(type, 4, 'ascii')
  return Buffer.concat([head, body])
}

/** An ISO base-media file: an `ftyp` box (brand isom) and a `free` box padding it past `size`. */
export function mp4(size = 1_100_000): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'ascii')]))
  return Buffer.concat([ftyp, box('free', Buffer.alloc(Math.max(0, size - ftyp.length - 8)))])
}
