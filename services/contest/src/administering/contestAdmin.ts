import { newId, originating, type ContestTerms } from '@arena/contracts'
import { checkUpload, detectFileKind, FILE_HEADER_BYTES, type PlayMode } from '@arena/domain'
import { badRequest, conflict, type Clock, type Principal, type SubmittedFile } from '@arena/service-kit'
import type { ContestCommands } from '../adapters/contestCommands'
import { derivedId } from '../adapters/commandIds'
import { sponsorReserveCommandId, sponsorReturnCommandId } from '../settling/sponsorPool'
import { ContestRefused, contestMessages } from '../domain/errors'
import type { ContestState } from '../domain/state'
import type { Cause } from '../ports'
import { newJoinCode } from '../inviting/joinCodes'
import type { ContestsView } from '../readModel/contestsView'
import { contestTerms, fieldsOf, type ContestFields } from './contestTerms'
import type { LogoStore } from './logoStore'
import { refundPlayers, type RefundDeps } from './refundPlayers'

export interface AdminDeps extends RefundDeps {
  commands: ContestCommands
  view: ContestsView
  logos: LogoStore
  clock: Clock
  /** PLAY_MODE: in `free` no contest may ask for an entry fee. */
  playMode: PlayMode
}

/** The add/update form as the edge read it: text fields in the spec's names (and `_id`, `private`), and the logo. */
export interface ContestForm {
  fields: Record<string, string>
  file: SubmittedFile | undefined
}

const admin = (principal: Principal) => `admin:${principal.id}`
const isTicked = (value: string | undefined): boolean => value !== undefined && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase())

/** Adding, editing and deleting contests; a deleted contest is cancelled and its fees refunded. */
export class ContestAdmin {
  constructor(private readonly deps: AdminDeps) {}

  /**
   * With the admin's `idempotency-key` the contest id derives from it: a request resent after a
   * crash between the sponsor's reservation and the contest names the same contest, so its
   * reservation (same command id) is found, not made twice, and the creation is finished.
   */
  async add(principal: Principal, form: ContestForm, requestKey?: string): Promise<ContestState> {
    const contestId = requestKey ? derivedId('contest-add', admin(principal), requestKey) : newId()
    if (requestKey) {
      const done = await this.deps.commands.load(contestId)
      if (done.phase !== 'none') return done
    }
    // The form's "private" box: invite-only, with a join code made here once.
    const invite = isTicked(form.fields.private) ? { joinCode: newJoinCode(this.deps.view) } : {}
    return this.#withTerms(form, undefined, async (terms, cause) => {
      const sponsored = terms.sponsorId === undefined ? terms : { ...terms, sponsorName: await this.#reserve(contestId, terms, cause) }
      try {
        return await this.deps.commands.execute(contestId, { type: 'CreateContest', contestId, terms: sponsored, by: admin(principal), ...invite }, cause)
      } catch (error) {
        // The same request, resent while this one ran, created it: the reservation is that contest's.
        if (error instanceof ContestRefused && error.reason === 'alreadyExists') throw error
        // No contest, so nothing may stay reserved for it (a crash here is the wallet's orphaned-pool sweep's to mend).
        if (terms.sponsorId !== undefined) await this.#giveBack(contestId, terms.sponsorId, 'Contest not created', cause)
        throw error
      }
    }, principal)
  }

  /**
   * Sets the whole prize pool aside from the sponsor's budget before the contest exists, so a
   * contest is never advertised with a pool nobody funds; answers the sponsor's name for the cards.
   */
  async #reserve(contestId: string, terms: ContestTerms, cause: Cause): Promise<string> {
    const at = this.deps.clock.now().toISOString()
    const outcome = await this.deps.wallet.reserveSponsorPool({
      commandId: sponsorReserveCommandId(contestId), at, sponsorId: terms.sponsorId!, contestId, contestName: terms.contestName, amount: terms.winningAmount,
    }, cause)
    // poolClosed: this request's reservation was orphaned and given back; a new request (new key) reserves afresh.
    if (!outcome.ok) throw (outcome.code === 'poolClosed' ? conflict : badRequest)(outcome.message, { sponsorId: outcome.message })
    return outcome.sponsorName
  }

  async #giveBack(contestId: string, sponsorId: string, reason: string, cause: Cause): Promise<void> {
    const at = this.deps.clock.now().toISOString()
    const outcome = await this.deps.wallet.returnSponsorPool({ commandId: sponsorReturnCommandId(contestId), at, sponsorId, contestId, reason }, cause)
    if (!outcome.ok) this.deps.logger.error({ contestId, sponsorId, outcome }, 'sponsor pool of a contest never created not returned')
  }

  async update(principal: Principal, contestId: string, form: ContestForm): Promise<ContestState> {
    const existing = (await this.deps.commands.load(contestId)).terms
    if (!existing) throw new ContestRefused('notFound', contestMessages.notFound)
    // The sponsor's name stays as the reservation recorded it; the decider refuses a changed sponsor.
    const named = (terms: ContestTerms): ContestTerms => (existing.sponsorName && terms.sponsorId === existing.sponsorId ? { ...terms, sponsorName: existing.sponsorName } : terms)
    return this.#withTerms(form, existing, (terms, cause) =>
      this.deps.commands.execute(contestId, { type: 'UpdateContest', contestId, terms: named(terms), by: admin(principal) }, cause), principal)
  }

  /** Cancels (the spec's contest-delete) and gives every fee back before answering. */
  async remove(principal: Principal, contestId: string): Promise<ContestState> {
    const cause = originating(admin(principal), this.deps.clock.now().toISOString())
    await this.deps.commands.execute(contestId, { type: 'CancelContest', by: admin(principal), reason: 'Deleted by admin' }, cause)
    await refundPlayers(this.deps, contestId, { type: 'ContestCancelled' })
    return this.deps.commands.load(contestId)
  }

  async #withTerms(
    form: ContestForm,
    existing: ContestTerms | undefined,
    write: (terms: ContestTerms, cause: ReturnType<typeof originating>) => Promise<{ state: ContestState }>,
    principal: Principal,
  ): Promise<ContestState> {
    const now = this.deps.clock.now()
    const sent: ContestFields = Object.fromEntries(Object.entries(form.fields).filter(([, v]) => v !== ''))
    const fields: ContestFields = existing ? { ...fieldsOf(existing), ...sent } : form.fields
    const upload = form.file ? { size: form.file.truncated ? Number.MAX_SAFE_INTEGER : form.file.bytes.length, header: form.file.bytes.subarray(0, FILE_HEADER_BYTES) } : undefined
    const checked = contestTerms(fields, { upload, stored: existing?.contestLogo ?? null }, now, existing === undefined, this.deps.playMode)
    if (!checked.ok) throw badRequest(Object.values(checked.errors)[0]!, checked.errors)
    let logo: string | null = checked.terms.contestLogo
    if (form.file && upload && !checkUpload('profileImage', upload)) logo = await this.deps.logos.save(form.file.bytes, detectFileKind(upload.header)!)
    try {
      const done = await write({ ...checked.terms, contestLogo: logo }, originating(admin(principal), now.toISOString()))
      return done.state
    } catch (error) {
      if (logo && logo !== existing?.contestLogo) await this.deps.logos.remove(logo)
      throw error
    }
  }
}
