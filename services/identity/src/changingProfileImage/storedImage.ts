import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyRequest } from 'fastify'
import { FILE_HEADER_BYTES, UPLOAD_RULES, checkUpload, detectFileKind } from '@arena/domain'
import { badRequest } from '@arena/service-kit'

export const profileUploadDir = (dataDir: string): string => join(dataDir, 'uploads', 'profile')

const RULE = UPLOAD_RULES.profileImage

/**
 * Reads the `profileImage` part, keeping at most the limit plus one byte, and checks it by its
 * content (type first, then size, as the spec's form does). Refuses with the spec's messages.
 */
export async function readProfileImage(request: FastifyRequest): Promise<{ bytes: Buffer; extension: string }> {
  const missing = () => badRequest(RULE.typeMessage, { profileImage: RULE.typeMessage })
  if (!request.isMultipart()) throw missing()
  const part = await request.file({ limits: { fileSize: RULE.maxBytes, files: 1 }, throwFileSizeLimit: false })
  if (!part || part.fieldname !== 'profileImage') {
    part?.file.resume()
    throw missing()
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length
    chunks.push(chunk)
  }
  const bytes = Buffer.concat(chunks)
  // busboy stops at the limit and flags the part; the true size is then above the limit.
  const reportedSize = part.file.truncated ? RULE.maxBytes + 1 : size
  const error = checkUpload('profileImage', { size: reportedSize, header: bytes.subarray(0, FILE_HEADER_BYTES) })
  if (error) throw badRequest(error, { profileImage: error })
  return { bytes, extension: detectFileKind(bytes)! }
}

/** Stored under a generated name, never the uploaded one, so a name cannot pick the path or the type. */
export async function storeProfileImage(dataDir: string, image: { bytes: Buffer; extension: string }): Promise<string> {
  const file = `${randomUUID()}.${image.extension}`
  await mkdir(profileUploadDir(dataDir), { recursive: true })
  await writeFile(join(profileUploadDir(dataDir), file), image.bytes, { mode: 0o600 })
  return file
}

export async function deleteProfileImage(dataDir: string, file: string): Promise<void> {
  await rm(join(profileUploadDir(dataDir), file), { force: true })
}
