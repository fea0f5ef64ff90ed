import type { TicketAttachment } from '@arena/contracts'

export type { FormFile as Upload } from '@arena/service-kit'

/** Who asks: the token's user and role. */
export interface Actor {
  id: string
  name: string
  role: 'player' | 'admin'
}

/** Where uploads live; the adapter stores them under generated names. */
export interface AttachmentFiles {
  save(bytes: Buffer, kind: TicketAttachment['kind']): Promise<TicketAttachment>
  read(file: string): Promise<{ bytes: Buffer; contentType: string } | undefined>
  remove(file: string): Promise<void>
}
