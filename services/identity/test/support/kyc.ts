import { randomUUID } from 'node:crypto'
import { logInMobile, signUpMobile, type Harness } from './harness'
import { PNG_HEADER } from './uploads'

const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])
const MP4_HEADER = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])
const pad = (header: Buffer, size: number) => Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 7)])

/** Files whose type lives in their first bytes, as the server judges them. Sizes in bytes (1 KB = 1,000). */
export const files = {
  png: (size = 20_000) => pad(PNG_HEADER, size),
  jpeg: (size = 20_000) => pad(JPEG_HEADER, size),
  mp4: (size = 1_500_000) => pad(MP4_HEADER, size),
  /** A PDF: not an image whatever its name says. */
  pdf: (size = 20_000) => pad(Buffer.from('%PDF-1.7\n'), size),
}

export type Upload = { name: string; bytes: Buffer }

/** A multipart/form-data body with text fields and file parts, as a browser's FormData sends it. */
export function formBody(fields: Record<string, string>, uploads: Record<string, Upload> = {}) {
  const boundary = `----arena${randomUUID().replaceAll('-', '')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const [name, file] of Object.entries(uploads)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`), file.bytes, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** POSTs a multipart form with the player's token. */
export async function postForm(h: Harness, url: string, token: string, fields: Record<string, string>, uploads: Record<string, Upload> = {}) {
  const { payload, headers } = formBody(fields, uploads)
  const res = await h.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } })
  return { statusCode: res.statusCode, body: res.json() }
}

export const photoIdFields = { docType: 'id', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14', documentNo: '123412341234' }
export const photoIdFiles = () => ({ fImage: { name: 'front.png', bytes: files.png() }, bImage: { name: 'back.jpg', bytes: files.jpeg() } })

/** The four upload steps, each with a valid form. */
export const steps = {
  photoId: (h: Harness, token: string) => postForm(h, '/api/interMediateUpdate', token, photoIdFields, photoIdFiles()),
  address: (h: Harness, token: string, state = 'Karnataka') => postForm(h, '/api/addressKyc', token, { docTypeAddress: 'utilityBill', state }, { addProof: { name: 'bill.png', bytes: files.png() } }),
  pan: (h: Harness, token: string) => postForm(h, '/api/taxKyc', token, { panNo: 'abcde1234f' }, { panDoc: { name: 'pan.png', bytes: files.png() } }),
  video: (h: Harness, token: string) => postForm(h, '/api/videoKyc', token, {}, { video: { name: 'face.mp4', bytes: files.mp4() } }),
}

/** A signed-up player (mobile proven at sign-up) with id and token. */
export async function player(h: Harness, mobile: string, name: string) {
  const { token } = await signUpMobile(h, mobile, name)
  return { token, id: h.module.view.find('username', name.toLowerCase())!.id }
}

export async function adminToken(h: Harness, mobile = '9800000001', name = 'Boss'): Promise<string> {
  await signUpMobile(h, mobile, name)
  await h.module.ensureAdmin({ mobile })
  h.clock.advance(31_000)
  return logInMobile(h, mobile)
}

export const review = (h: Harness, admin: string, userId: string, document: string, decision: 'approve' | 'reject', reason = '') =>
  h.post(`/api/admin/kyc/${userId}/${document}/${decision}`, { reason }, admin)

/** Sends every step and has the admin approve every document: KYC complete. */
export async function completeKyc(h: Harness, token: string, userId: string, admin: string): Promise<void> {
  for (const step of [steps.photoId, steps.address, steps.pan, steps.video]) {
    const res = await step(h, token)
    if (res.statusCode !== 200) throw new Error(`step failed: ${JSON.stringify(res.body)}`)
  }
  for (const document of ['photoFront', 'photoBack', 'address', 'pan', 'video']) {
    const res = await review(h, admin, userId, document, 'approve')
    if (res.statusCode !== 200) throw new Error(`approve ${document} failed: ${JSON.stringify(res.body)}`)
  }
}

export const profileOf = async (h: Harness, token: string) => (await h.post('/api/profile-data', {}, token)).body.data
