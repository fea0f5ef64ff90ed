import { type FormSchema } from '@arena/service-kit'
import type { Cause } from '@arena/contracts'
import type { KycDocument, Static, UploadFolder } from '@arena/contracts'
import type { UploadKind } from '@arena/domain'
import type { IdentityDeps } from '../adapters/deps'
import { applyToKyc } from '../users/kycWrites'
import { requireUser } from '../users/userWrites'
import { decideKyc, type KycCommand } from '../domain/decideKyc'
import type { UserState } from '../domain/user'
import { assertValid } from '../adapters/forms'
import { removeUpload, storeThen, type Upload, type UploadedPart } from '../adapters/uploads'

export interface DocumentStep<S extends FormSchema, F extends string> {
  folder: UploadFolder
  files: Record<F, UploadKind>
  /** The documents this step replaces, in the order of `files`. */
  documents: KycDocument[]
  /** Field-keyed refusals with the shared rules' texts; {} when the form is fine. */
  validate(form: Static<S>, files: Partial<Record<F, UploadedPart>>, now: Date): Partial<Record<string, string>>
  command(form: Static<S>, stored: string[], user: UserState, at: string): KycCommand
  message: string
  /** Runs once the submission is recorded (the photo ID also fills the profile's names, gender and birth date). */
  afterRecorded?(deps: IdentityDeps, userId: string, form: Static<S>, cause: Cause): Promise<unknown>
}

/**
 * One KYC upload step: the step's order and review state are checked first (nothing is stored
 * for a closed step), then the form, then the files are stored and the submission recorded.
 * Files of the rejected submission it replaces are removed once the new one is recorded.
 */
export async function submitDocument<S extends FormSchema, F extends string>(deps: IdentityDeps, userId: string, step: DocumentStep<S, F>, { form, files }: Upload<S, F>, cause: Cause) {
  const user = requireUser(deps, userId)
  const before = deps.kyc.kyc(userId)
  decideKyc(step.command(form, step.documents.map(() => 'dry-run'), user, cause.at), before)
  assertValid(step.validate(form, files, new Date(cause.at)))
  const parts = (Object.keys(step.files) as F[]).map(name => files[name]!)
  await storeThen(deps.dataDir, step.folder, parts, stored => applyToKyc(deps, userId, step.command(form, stored, user, cause.at), cause))
  for (const document of step.documents) {
    const replaced = before.docs[document]
    if (replaced) await removeUpload(deps.dataDir, step.folder, replaced.file)
  }
  await step.afterRecorded?.(deps, userId, form, cause)
  return { status: true, message: step.message }
}
