import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { publicApi } from '@arena/contracts'
import { UPLOAD_RULES, checkUpload, detectFileKind } from '@arena/domain'
import { badRequest } from '@arena/service-kit'
import type { UploadedPart } from '../adapters/uploads'

export const profileUploadDir = (dataDir: string): string => join(dataDir, 'uploads', 'profile')

const RULE = UPLOAD_RULES.profileImage

export const imageForm = publicApi['POST /api/profile-data-update'].body
export const imageFiles = { profileImage: 'profileImage' } as const

/**
 * The `profileImage` part (read by the one multipart reader, at most the limit plus one byte),
 * checked by its content: type first, then size, as the spec's form does. Refuses with the
 * spec's messages; a form without the part is refused as a wrong type.
 */
export function checkedImage(part: UploadedPart | undefined): { bytes: Buffer; extension: string } {
  const error = part ? checkUpload('profileImage', part) : RULE.typeMessage
  if (error || !part) throw badRequest(error ?? RULE.typeMessage, { profileImage: error ?? RULE.typeMessage })
  return { bytes: part.bytes, extension: detectFileKind(part.header)! }
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
