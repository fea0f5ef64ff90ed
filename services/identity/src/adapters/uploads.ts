import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyRequest } from 'fastify'
import type { Static, UploadFolder } from '@arena/contracts'
import { readMultipart, parseForm, type FormSchema } from '@arena/service-kit'
import { FILE_HEADER_BYTES, UPLOAD_RULES, detectFileKind, type UploadKind, type UploadedFile } from '@arena/domain'

/** A file part as the shared rules judge it; `size` is above the limit when the part was cut short. */
export interface UploadedPart extends UploadedFile {
  bytes: Buffer
}

const FIELD_LIMITS = { fields: 20, fieldBytes: 10_000 }

/** A multipart form as its route's schema declares it, and its named file parts. */
export interface Upload<S extends FormSchema, F extends string> {
  form: Static<S>
  files: Partial<Record<F, UploadedPart>>
}

/**
 * A multipart form through service-kit's one reader: the text fields parsed by the route's schema (as JSON bodies are),
 * and the named file parts (others are drained and ignored). Each file is kept up to the
 * largest limit among `files` plus nothing more, so an oversized upload costs at most that
 * much memory; the caller checks each by content.
 */
export async function readUpload<S extends FormSchema, F extends string>(request: FastifyRequest, schema: S, files: Record<F, UploadKind>): Promise<Upload<S, F>> {
  if (!request.isMultipart()) return { form: parseForm(schema, request.body), files: {} }
  const kinds = Object.values(files) as UploadKind[]
  const limit = Math.max(...kinds.map(kind => UPLOAD_RULES[kind].maxBytes))
  const read = await readMultipart(request, { ...FIELD_LIMITS, files: Object.keys(files), maxFileBytes: limit })
  const found: Partial<Record<F, UploadedPart>> = {}
  for (const [name, { bytes, truncated }] of Object.entries(read.files)) {
    // busboy stops at the limit and flags the part: the true size is then above it.
    found[name as F] = { bytes, size: truncated ? limit + 1 : bytes.length, header: bytes.subarray(0, FILE_HEADER_BYTES) }
  }
  return { form: parseForm(schema, read.fields), files: found }
}

export const uploadDir = (dataDir: string, folder: UploadFolder): string => join(dataDir, 'uploads', folder)

/** The path a stored file is served at; only its owner and admins get the bytes. */
export const uploadUrl = (folder: UploadFolder, file: string): string => `/api/kyc-document/${folder}/${file}`

/** Stored under a generated name with the extension of its detected type, never the uploaded name. */
export async function storeUpload(dataDir: string, folder: UploadFolder, part: UploadedPart): Promise<string> {
  const file = `${randomUUID()}.${detectFileKind(part.header)}`
  await mkdir(uploadDir(dataDir, folder), { recursive: true })
  await writeFile(join(uploadDir(dataDir, folder), file), part.bytes, { mode: 0o600 })
  return file
}

export async function removeUpload(dataDir: string, folder: UploadFolder, file: string): Promise<void> {
  await rm(join(uploadDir(dataDir, folder), file), { force: true })
}

/**
 * Stores the files, runs `record` with their names, and removes them again if it refuses, so
 * a refused submission leaves nothing on disk.
 */
export async function storeThen<R>(dataDir: string, folder: UploadFolder, parts: UploadedPart[], record: (files: string[]) => Promise<R>): Promise<R> {
  const stored: string[] = []
  try {
    for (const part of parts) stored.push(await storeUpload(dataDir, folder, part))
    return await record(stored)
  } catch (error) {
    for (const file of stored) await removeUpload(dataDir, folder, file)
    throw error
  }
}
