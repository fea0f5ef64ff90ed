import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileKind } from '@arena/domain'

const EXTENSION: Partial<Record<FileKind, string>> = { jpeg: 'jpg', png: 'png', gif: 'gif' }
const CONTENT_TYPE: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' }

/** The only names this store creates or opens: checking a requested name against it is what stops path traversal. */
export const LOGO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/

/** Contest logos on disk under generated names; logos are public (they are on every card). */
export class LogoStore {
  constructor(readonly dir: string) {}

  async save(bytes: Buffer, kind: FileKind): Promise<string> {
    const extension = EXTENSION[kind]
    if (!extension) throw new Error(`a logo cannot be ${kind}`)
    await mkdir(this.dir, { recursive: true })
    const file = `${randomUUID()}.${extension}`
    await writeFile(join(this.dir, file), bytes, { flag: 'wx', mode: 0o600 })
    return file
  }

  async read(file: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    const match = LOGO_NAME.exec(file)
    if (!match) return undefined
    try {
      return { bytes: await readFile(join(this.dir, file)), contentType: CONTENT_TYPE[match[1]!]! }
    } catch {
      return undefined
    }
  }

  /** Drops a logo whose contest event was never written. */
  async remove(file: string): Promise<void> {
    if (LOGO_NAME.test(file)) await rm(join(this.dir, file), { force: true })
  }
}
