/**
 * Upload checks by content. The type comes from the first bytes of the file, never from
 * its name or the browser's claimed MIME type, so a renamed executable is refused.
 */
export type FileKind = 'jpeg' | 'png' | 'gif' | 'mp4' | 'pdf'

/** How many leading bytes detectFileKind needs; a client reads only this much of a file. */
export const FILE_HEADER_BYTES = 12

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)
const ascii = (text: string): number[] => [...text].map(c => c.charCodeAt(0))

/** ISO base-media major brands that are MP4; QuickTime ('qt  ') and 3GP are not. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'MSNV'])

export function detectFileKind(header: Uint8Array): FileKind | undefined {
  if (startsWith(header, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(header, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(header, ascii('GIF87a')) || startsWith(header, ascii('GIF89a'))) return 'gif'
  if (startsWith(header, ascii('%PDF-'))) return 'pdf'
  if (startsWith(header, ascii('ftyp'), 4) && header.length >= 12) {
    const brand = String.fromCharCode(...header.subarray(8, 12))
    if (MP4_BRANDS.has(brand)) return 'mp4'
  }
  return undefined
}

/**
 * Sizes in decimal units (1 KB = 1,000 bytes, 1 MB = 1,000,000 bytes): the spec pins the
 * support-reply limit to 1,000,000 bytes and one unit everywhere keeps limits comparable.
 */
export const KB = 1_000
export const MB = 1_000_000

export type UploadKind =
  | 'profileImage'
  | 'kycIdFront'
  | 'kycIdBack'
  | 'addressProof'
  | 'panImage'
  | 'kycVideo'
  | 'chequeImage'
  | 'helpAttachment'
  | 'supportReplyImage'

export interface UploadRule {
  accepts: readonly FileKind[]
  minBytes: number
  maxBytes: number
  sizeMessage: string
  typeMessage: string
}

const IMAGES: readonly FileKind[] = ['jpeg', 'png', 'gif']
const FRONT_IMAGE_TYPE = 'Please select valid Front image jpeg,png,gif.'
const KYC_IMAGE_SIZE = 'Min size 10 KB / Max size 10 MB'

/** Limits and texts of spec sections 5 and 9. Messages are the spec's, character for character. */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  profileImage: { accepts: IMAGES, minBytes: 1, maxBytes: 10 * MB, sizeMessage: 'Maximum 10 MB Image allowed.', typeMessage: FRONT_IMAGE_TYPE },
  kycIdFront: { accepts: IMAGES, minBytes: 10 * KB, maxBytes: 10 * MB, sizeMessage: KYC_IMAGE_SIZE, typeMessage: FRONT_IMAGE_TYPE },
  // Not in the spec: it gives no type text for the back side; this mirrors the front one.
  kycIdBack: { accepts: IMAGES, minBytes: 10 * KB, maxBytes: 10 * MB, sizeMessage: KYC_IMAGE_SIZE, typeMessage: 'Please select valid Back image jpeg,png,gif.' },
  addressProof: { accepts: IMAGES, minBytes: 10 * KB, maxBytes: 1 * MB, sizeMessage: 'Min 10 KB/Max 1 MB', typeMessage: FRONT_IMAGE_TYPE },
  panImage: { accepts: IMAGES, minBytes: 10 * KB, maxBytes: 10 * MB, sizeMessage: KYC_IMAGE_SIZE, typeMessage: FRONT_IMAGE_TYPE },
  kycVideo: { accepts: ['mp4'], minBytes: 1 * MB, maxBytes: 10 * MB, sizeMessage: 'Please select video between 1 MB to 10 MB', typeMessage: 'Please select mp4 format video.' },
  // The spec's cheque text has no final full stop, unlike the profile one.
  chequeImage: { accepts: IMAGES, minBytes: 1, maxBytes: 10 * MB, sizeMessage: 'Maximum 10 MB Image allowed', typeMessage: FRONT_IMAGE_TYPE },
  helpAttachment: { accepts: IMAGES, minBytes: 1, maxBytes: 10 * MB, sizeMessage: 'Maximum 10 MB Image allowed.', typeMessage: FRONT_IMAGE_TYPE },
  supportReplyImage: { accepts: IMAGES, minBytes: 1, maxBytes: 1 * MB, sizeMessage: 'Maximum 1 MB Image allowed.', typeMessage: FRONT_IMAGE_TYPE },
}

/** What a check needs: the full size and at least the first FILE_HEADER_BYTES bytes. */
export interface UploadedFile {
  size: number
  header: Uint8Array
}

/** The spec's message for the first problem (type before size), or undefined when the file is fine. */
export function checkUpload(kind: UploadKind, file: UploadedFile): string | undefined {
  const rule = UPLOAD_RULES[kind]
  const detected = detectFileKind(file.header)
  if (detected === undefined || !rule.accepts.includes(detected)) return rule.typeMessage
  if (file.size < rule.minBytes || file.size > rule.maxBytes) return rule.sizeMessage
  return undefined
}
