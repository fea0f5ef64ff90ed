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

/**
 * What a notification's words need from the modules that own the facts, when this process did not
 * see the request itself (handled before a restart, or by the member that had its partition): each
 * owner reads its own records. A decision repeats its request's figures (a rejected deposit's
 * amount, a paid withdrawal's TDS, an accepted bank's name); fills and cancels name their contest.
 */
export interface NoticeFacts {
  depositRequest(userId: string, depositId: string): Promise<{ amount: string; reference: string } | undefined>
  withdrawalRequest(userId: string, withdrawalId: string): Promise<{ amount: string; paid: string; tax: string } | undefined>
  bankName(userId: string, bankId: string): Promise<string | undefined>
  contestName(contestId: string): Promise<string | undefined>
}
