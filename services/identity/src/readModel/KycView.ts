import { bankEventTypes, categoryOf, idOf, kycEventTypes, type BankEvent, type KycEvent, type RecordedEvent } from '@arena/contracts'
import type { Checkpointable, Projection } from '@arena/service-kit'
import { checked, IDENTITY_FOLD_VERSION, KycCheckpoint } from './checkpoints'
import { evolveBank, initialBank, type BankRecord, type BankState } from '../domain/bank'
import { evolveKyc, initialKyc, kycFiles, type KycState } from '../domain/kyc'

/**
 * KYC documents and payout details of every player, folded in memory from the global log like
 * UsersView: the admin queues, the owner of each stored file and of each bank record come from here.
 */
export class KycView implements Projection<string | undefined>, Checkpointable {
  readonly foldVersion = IDENTITY_FOLD_VERSION
  readonly #kyc = new Map<string, KycState>()
  readonly #bank = new Map<string, BankState>()
  /** Generated file name (unique across folders) -> owner. */
  readonly #fileOwners = new Map<string, string>()
  readonly #bankOwners = new Map<string, string>()
  #position = 0
  readonly reads = { categories: ['kyc', 'bank'] }

  /** Global position of the last event applied. */
  get position(): number {
    return this.#position
  }

  /** Applies one event of the global log; returns the user whose KYC documents it changed, if any. */
  apply(event: RecordedEvent): string | undefined {
    const category = categoryOf(event.stream)
    const userId = idOf(event.stream)
    const kycChanged = category === 'kyc' && kycEventTypes.has(event.type)
    if (kycChanged) this.#applyKyc(userId, event as unknown as KycEvent)
    if (category === 'bank' && bankEventTypes.has(event.type)) this.#applyBank(userId, event as unknown as BankEvent)
    this.#position = Math.max(this.#position, event.position)
    return kycChanged ? userId : undefined
  }

  kyc(userId: string): KycState {
    return this.#kyc.get(userId) ?? initialKyc
  }

  bank(userId: string): BankState {
    return this.#bank.get(userId) ?? initialBank
  }

  fileOwner(file: string): string | undefined {
    return this.#fileOwners.get(file)
  }

  bankOwner(bankId: string): string | undefined {
    return this.#bankOwners.get(bankId)
  }

  kycEntries(): [userId: string, state: KycState][] {
    return [...this.#kyc.entries()]
  }

  bankEntries(): { userId: string; record: BankRecord }[] {
    return [...this.#bank.entries()].flatMap(([userId, state]) => state.accounts.map(record => ({ userId, record })))
  }

  /** KYC and bank states with the owners of their files and accounts, as JSON (`KycCheckpoint`). */
  checkpoint(): KycCheckpoint {
    return {
      kyc: [...this.#kyc] as unknown as KycCheckpoint['kyc'],
      bank: [...this.#bank] as unknown as KycCheckpoint['bank'],
      fileOwners: [...this.#fileOwners],
      bankOwners: [...this.#bankOwners],
    }
  }

  /** Takes up a checkpoint written at `position`, on a view that has applied nothing. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.#position !== 0 || this.#kyc.size > 0 || this.#bank.size > 0) throw new Error('a checkpoint is restored into a view that has applied nothing')
    const checkpoint = checked(KycCheckpoint, 'kyc', json)
    for (const [userId, state] of checkpoint.kyc) this.#kyc.set(userId, state as unknown as KycState)
    for (const [userId, state] of checkpoint.bank) this.#bank.set(userId, state as unknown as BankState)
    for (const [file, userId] of checkpoint.fileOwners) this.#fileOwners.set(file, userId)
    for (const [bankId, userId] of checkpoint.bankOwners) this.#bankOwners.set(bankId, userId)
    this.#position = position
  }

  #applyKyc(userId: string, event: KycEvent): void {
    const before = this.kyc(userId)
    const after = evolveKyc(before, event)
    this.#kyc.set(userId, after)
    for (const file of kycFiles(before)) this.#fileOwners.delete(file)
    for (const file of kycFiles(after)) this.#fileOwners.set(file, userId)
  }

  #applyBank(userId: string, event: BankEvent): void {
    const after = evolveBank(this.bank(userId), event)
    this.#bank.set(userId, after)
    if (event.type === 'BankDetailAdded') {
      this.#bankOwners.set(event.data.bankId, userId)
      this.#fileOwners.set(event.data.chequeFile, userId)
    }
  }
}
