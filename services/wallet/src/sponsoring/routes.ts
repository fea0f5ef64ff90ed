import type { FastifyInstance } from 'fastify'
import type { Clock, Guards } from '@arena/service-kit'
import { adminActor, adminCause, foundAfterCatchUp, type ById } from '../adapters/routeDeps'
import { derivedId } from '../adapters/eventIds'
import { rupees } from '../domain/amounts'
import { asHttp } from '../adapters/errorMap'
import { commandIdOf, walletForm } from '../adapters/requestFields'
import { sponsorMessages as m } from '../domain/sponsor'
import type { SponsorAccounts } from './sponsorAccounts'
import type { SponsorBooks } from '../readModel/sponsorBooks'
import { anyObject, dataReply, DecimalAmountField, field, form, params, reply, routeSchema, rows, Type } from '@arena/contracts'

export interface SponsorRouteDeps {
  accounts: SponsorAccounts
  books: SponsorBooks
  guards: Guards
  clock: Clock
  /** Resolves once the books show everything committed so far (another instance's writes). */
  catchUp(): Promise<void>
}

const sponsorsForm = form({ name: field('sponsor name'), amount: DecimalAmountField('first budget, INR'), note: field('optional') })
const sponsorsGrantForm = form({ amount: DecimalAmountField('INR'), note: field('optional') })

/** The admin sponsors page: create a sponsor (with a first budget), grant more, read balances and the ledger. */
export function sponsorRoutes(app: FastifyInstance, deps: SponsorRouteDeps): void {
  const { accounts, books, clock } = deps
  const admin = { preHandler: deps.guards.requireAdmin }
  const actor = adminActor
  const cause = adminCause
  const known = (sponsorId: string) => foundAfterCatchUp(deps.catchUp, () => books.of(sponsorId) ?? undefined, m.sponsorNotFound)

  app.get('/api/admin/sponsors', { ...admin, schema: routeSchema('wallet', { description: 'Admin: sponsors and their budgets', response: dataReply(rows('sponsors')) }) }, async () => {
    await deps.catchUp()
    return { status: true, data: books.list() }
  })

  app.post('/api/admin/sponsors', { ...admin, schema: routeSchema('wallet', { description: 'Admin: adds a sponsor, optionally with a budget', body: sponsorsForm, response: reply({ status: Type.Boolean(), message: Type.Optional(Type.String()), data: Type.Optional(anyObject('the sponsor')) }) }) }, async request =>
    asHttp(async () => {
      const fields = walletForm(sponsorsForm, request.body)
      const commandId = commandIdOf(request)
      const at = clock.now().toISOString()
      // From the command id: the same idempotency-key sent again names the same sponsor and creates nothing.
      const sponsorId = derivedId(`sponsor\n${commandId}`)
      const amount = fields.amount?.trim()
      // Check the first grant's amount before the sponsor exists, so a bad amount creates nothing.
      if (amount) rupees(amount, 'amount')
      await accounts.execute({ type: 'CreateSponsor', commandId, at, sponsorId, name: fields.name ?? '', by: actor(request) }, cause(request))
      if (amount) await accounts.execute({ type: 'GrantBudget', commandId: `${commandId}:grant`, at, sponsorId, amount, by: actor(request), note: fields.note ?? null }, cause(request))
      return { status: true, message: m.created, data: books.of(sponsorId) }
    }),
  )

  app.post<ById>('/api/admin/sponsors/:id/grant', { ...admin, schema: routeSchema('wallet', { description: 'Admin: grants a sponsor more budget', params: params({ id: Type.String() }), body: sponsorsGrantForm, response: reply({ status: Type.Boolean(), message: Type.Optional(Type.String()), data: Type.Optional(anyObject('the sponsor')) }) }) }, async request =>
    asHttp(async () => {
      const fields = walletForm(sponsorsGrantForm, request.body)
      const sponsor = await known(request.params.id)
      await accounts.execute({
        type: 'GrantBudget', commandId: commandIdOf(request), at: clock.now().toISOString(), sponsorId: sponsor.sponsorId,
        amount: fields.amount ?? '', by: actor(request), note: fields.note ?? null,
      }, cause(request))
      return { status: true, message: m.granted, data: books.of(sponsor.sponsorId) }
    }),
  )

  app.get<ById>('/api/admin/sponsors/:id/ledger', { ...admin, schema: routeSchema('wallet', { description: 'Admin: a sponsor\'s budget ledger', params: params({ id: Type.String() }), response: dataReply(rows('entries')) }) }, async request => {
    const sponsor = await known(request.params.id)
    return { status: true, data: { sponsor, ledger: books.ledger(sponsor.sponsorId) } }
  })
}
