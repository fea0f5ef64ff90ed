import type { Cause } from '@arena/contracts'
import type { FastifyRequest } from 'fastify'
import type { KycDocument, UploadFolder } from '@arena/contracts'
import type { UploadKind } from '@arena/domain'
import { principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../deps'
import { applyToKyc } from '../users/kycWrites'
import { requireUser } from '../users/userWrites'
import { decideKyc, type KycCommand } from '../domain/decideKyc'
import type { UserState } from '../domain/user'
import { assertValid, causeOf, type Fields } from '../adapters/forms'
import { readForm, removeUpload, storeThen, type UploadedPart } from '../adapters/uploads'

export interface DocumentStep<F extends string> {
  folder: UploadFolder
  files: Record<F, UploadKind>
  /** The documents this step replaces, in the order of `files`. */
  documents: KycDocument[]
  /** Field-keyed refusals with the shared rules' texts; {} when the form is fine. */
  validate(fields: Fields, files: Partial<Record<F, UploadedPart>>, now: Date): Partial<Record<string, string>>
  command(fields: Fields, stored: string[], user: UserState, at: string): KycCommand
  message: string
  /** Runs once the submission is recorded (the photo ID also fills the profile's names, gender and birth date). */
  afterRecorded?(deps: IdentityDeps, userId: string, fields: Fields, cause: Cause): Promise<unknown>
}

/**
 * One KYC upload step: the step's order and review state are checked first (nothing is stored
 * for a closed step), then the form, then the files are stored and the submission recorded.
 * Files of the rejected submission it replaces are removed once the new one is recorded.
 */
export async function submitDocument<F extends string>(deps: IdentityDeps, request: FastifyRequest, step: DocumentStep<F>) {
  const userId = principalOf(request).id
  const user = requireUser(deps, userId)
  const { fields, files } = await readForm(request, step.files)
  const cause = causeOf(request, deps.clock)
  const before = deps.kyc.kyc(userId)
  decideKyc(step.command(fields, step.documents.map(() => 'dry-run'), user, cause.at), before)
  assertValid(step.validate(fields, files, new Date(cause.at)))
  const parts = (Object.keys(step.files) as F[]).map(name => files[name]!)
  await storeThen(deps.dataDir, step.folder, parts, stored => applyToKyc(deps, userId, step.command(fields, stored, user, cause.at), cause))
  for (const document of step.documents) {
    const replaced = before.docs[document]
    if (replaced) await removeUpload(deps.dataDir, step.folder, replaced.file)
  }
  await step.afterRecorded?.(deps, userId, fields, cause)
  return { status: true, message: step.message }
}
