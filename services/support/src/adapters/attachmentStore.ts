import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { TicketAttachment } from '@arena/contracts'

const EXTENSION = { jpeg: 'jpg', png: 'png', gif: 'gif' } as const
const CONTENT_TYPE = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const

/**
 * The only names this store ever creates or opens: a uuid and a known extension. Checking a
 * requested name against it is what makes path traversal impossible, not string cleaning.
 */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/

/** Ticket uploads on disk under generated names; the uploader's file name is never used. */
export class AttachmentStore {
  constructor(readonly dir: string) {}

  async save(bytes: Buffer, kind: TicketAttachment['kind']): Promise<TicketAttachment> {
    await mkdir(this.dir, { recursive: true })
    const file = `${randomUUID()}.${EXTENSION[kind]}`
    await writeFile(join(this.dir, file), bytes, { flag: 'wx', mode: 0o600 })
    return { file, kind, size: bytes.length }
  }

  /** The file's bytes and content type, or undefined for a name this store could not have made. */
  async read(file: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    const match = STORED_NAME.exec(file)
    if (!match) return undefined
    try {
      const bytes = await readFile(join(this.dir, file))
      return { bytes, contentType: CONTENT_TYPE[match[1] as keyof typeof CONTENT_TYPE] }
    } catch {
      return undefined
    }
  }

  /** Drops a file whose ticket event was never written (the append was refused). */
  async remove(file: string): Promise<void> {
    if (STORED_NAME.test(file)) await rm(join(this.dir, file), { force: true })
  }
}
