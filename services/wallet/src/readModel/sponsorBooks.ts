import { sponsorEvents, type RecordedEvent, type SponsorDto, type SponsorEvent, type SponsorLedgerRowDto } from '@arena/contracts'
import { Decimal } from '@arena/domain'
import { CategoryProjection, type Checkpointable } from '@arena/service-kit'
import { checked, SponsorBooksCheckpoint, WALLET_REVIEWS_FOLD_VERSION } from './reviewCheckpoints'

const types: ReadonlySet<string> = new Set(sponsorEvents.map(d => d.type))

interface Books {
  sponsorId: string
  name: string
  createdAt: string
  granted: Decimal
  reserved: Decimal
  paid: Decimal
  returned: Decimal
  available: Decimal
  /** Per contest: reserved and paid, so a return can say how much the reservation held; when, and whether it is closed. */
  pools: Map<string, { name: string; reserved: Decimal; paid: Decimal; reservedAt: string; closed: boolean }>
  ledger: SponsorLedgerRowDto[]
}

const money = (d: Decimal) => d.toFixed(2)

/**
 * Every sponsor's books folded from the global log, for the admin sponsors page and the contest
 * form's sponsor list. Rebuilt from the events at every start, so a restart shows the same balances.
 */
export class SponsorBooks extends CategoryProjection<SponsorEvent> implements Checkpointable {
  readonly #books = new Map<string, Books>()
  readonly foldVersion = WALLET_REVIEWS_FOLD_VERSION

  constructor() {
    super('sponsor', types)
  }

  protected applyOwn(event: SponsorEvent, recorded: RecordedEvent): void {
    const at = recorded.metadata.at
    if (event.type === 'SponsorCreated') {
      const zero = new Decimal(0)
      this.#books.set(event.data.sponsorId, {
        sponsorId: event.data.sponsorId, name: event.data.name, createdAt: at, granted: zero, reserved: zero, paid: zero, returned: zero, available: zero, pools: new Map(), ledger: [],
      })
      this.#row(this.#books.get(event.data.sponsorId)!, recorded, { change: zero, amount: zero, by: event.data.createdBy })
      return
    }
    const books = this.#books.get(event.data.sponsorId)
    if (!books) return
    switch (event.type) {
      case 'SponsorBudgetGranted': {
        const amount = new Decimal(event.data.amount)
        books.granted = books.granted.plus(amount)
        books.available = books.available.plus(amount)
        this.#row(books, recorded, { change: amount, amount, by: event.data.grantedBy, note: event.data.note })
        return
      }
      case 'SponsorPoolReserved': {
        const amount = new Decimal(event.data.amount)
        books.reserved = books.reserved.plus(amount)
        books.available = books.available.minus(amount)
        books.pools.set(event.data.contestId, { name: event.data.contestName, reserved: amount, paid: new Decimal(0), reservedAt: at, closed: false })
        this.#row(books, recorded, { change: amount.negated(), amount, contestId: event.data.contestId })
        return
      }
      case 'SponsorPrizePaid': {
        const amount = new Decimal(event.data.amount)
        const pool = books.pools.get(event.data.contestId)
        if (pool) pool.paid = pool.paid.plus(amount)
        books.reserved = books.reserved.minus(amount)
        books.paid = books.paid.plus(amount)
        this.#row(books, recorded, { change: new Decimal(0), amount, contestId: event.data.contestId, userId: event.data.userId, rank: event.data.rank })
        return
      }
      case 'SponsorPoolReturned': {
        const amount = new Decimal(event.data.amount)
        books.reserved = books.reserved.minus(amount)
        books.returned = books.returned.plus(amount)
        books.available = books.available.plus(amount)
        const pool = books.pools.get(event.data.contestId)
        if (pool) pool.closed = true
        this.#row(books, recorded, { change: amount, amount, contestId: event.data.contestId, note: event.data.reason })
        return
      }
      default:
        return
    }
  }

  #row(books: Books, recorded: RecordedEvent, line: { change: Decimal; amount: Decimal; by?: string; note?: string | null; contestId?: string; userId?: string; rank?: number }): void {
    const contestId = line.contestId ?? null
    books.ledger.push({
      id: recorded.id, at: recorded.metadata.at, type: recorded.type as SponsorLedgerRowDto['type'], contestId,
      contestName: contestId ? books.pools.get(contestId)?.name ?? null : null, userId: line.userId ?? null, rank: line.rank ?? null,
      change: money(line.change), amount: money(line.amount), available: money(books.available), note: line.note ?? null, by: line.by ?? recorded.metadata.actor,
    })
  }

  /** Every sponsor's books, amounts as decimal strings (`SponsorBooksCheckpoint`). */
  checkpoint(): SponsorBooksCheckpoint {
    const amount = (d: Decimal) => d.valueOf()
    return [...this.#books.values()].map(b => ({
      sponsorId: b.sponsorId, name: b.name, createdAt: b.createdAt, granted: amount(b.granted), reserved: amount(b.reserved), paid: amount(b.paid),
      returned: amount(b.returned), available: amount(b.available),
      pools: [...b.pools].map(([contestId, p]) => [contestId, { name: p.name, reserved: amount(p.reserved), paid: amount(p.paid), reservedAt: p.reservedAt, closed: p.closed }]),
      ledger: b.ledger as unknown as Record<string, unknown>[],
    }))
  }

  /** Takes up a checkpoint written at `position`, on books that hold nothing yet; every amount is read before anything changes. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.#books.size > 0) throw new Error('a checkpoint is restored into books that hold nothing')
    const books: Books[] = checked(SponsorBooksCheckpoint, 'sponsor books', json).map(b => ({
      ...b, granted: new Decimal(b.granted), reserved: new Decimal(b.reserved), paid: new Decimal(b.paid), returned: new Decimal(b.returned), available: new Decimal(b.available),
      pools: new Map(b.pools.map(([contestId, p]) => [contestId, { ...p, reserved: new Decimal(p.reserved), paid: new Decimal(p.paid) }])),
      ledger: b.ledger as unknown as SponsorLedgerRowDto[],
    }))
    for (const b of books) this.#books.set(b.sponsorId, b)
    this.resumeAt(position)
  }

  list(): SponsorDto[] {
    return [...this.#books.values()].map(dto).sort((a, b) => a.name.localeCompare(b.name))
  }

  of(sponsorId: string): SponsorDto | null {
    const books = this.#books.get(sponsorId)
    return books ? dto(books) : null
  }

  /** Pools still held, with when they were reserved: the orphaned-reservation sweep looks for a contest behind each. */
  openPools(): { sponsorId: string; contestId: string; reservedAt: string }[] {
    return [...this.#books.values()].flatMap(b =>
      [...b.pools].filter(([, pool]) => !pool.closed).map(([contestId, pool]) => ({ sponsorId: b.sponsorId, contestId, reservedAt: pool.reservedAt })))
  }

  ledger(sponsorId: string): SponsorLedgerRowDto[] | null {
    return this.#books.get(sponsorId)?.ledger ?? null
  }
}

function dto(b: Books): SponsorDto {
  return {
    sponsorId: b.sponsorId, name: b.name, createdAt: b.createdAt, granted: money(b.granted), reserved: money(b.reserved),
    paid: money(b.paid), returned: money(b.returned), available: money(b.available),
  }
}
