import type { FastifyInstance } from 'fastify'
import type { EventStore } from '@arena/eventstore'
import { badRequest, type Guards } from '@arena/service-kit'
import type { PanLookup } from '../ports'
import { replayLedger, type ReplayOptions } from './replayLedger'
import { reportRange, tdsCsv, tdsReport } from './tdsReport'
import { dataReply, field, params, query, reply, routeSchema, rows, Type } from '@arena/contracts'
import { walletForm } from '../adapters/requestFields'

export interface AuditRouteDeps {
  store: EventStore
  guards: Guards
  pans: PanLookup
}

type LedgerRequest = { Params: { userId: string }; Querystring: Record<string, unknown> }

const ledgerQuery = query({ until: field('ISO instant to stop at'), untilEvent: field('event id to stop at') })
const tdsReportQuery = query({ from: field('YYYY-MM-DD'), to: field('YYYY-MM-DD'), format: field('json (default) or csv') })

/**
 * The operations scripts' audits for admins in the browser: both read the event store itself,
 * not the read model, so a disputed balance or a TDS filing is checked against the ledger.
 */
export function auditRoutes(app: FastifyInstance, deps: AuditRouteDeps): void {
  const admin = { preHandler: deps.guards.requireAdmin }

  app.get<LedgerRequest>('/api/admin/ledger/:userId', { ...admin, schema: routeSchema('wallet', { description: 'Admin: a user\'s wallet events with running balances', params: params({ userId: Type.String() }), querystring: ledgerQuery, response: dataReply(rows('ledger lines')) }) }, async request => {
    const rows = await replayLedger(deps.store, request.params.userId, replayOptions(request.query))
    return { status: true, data: rows }
  })

  app.get<{ Querystring: Record<string, unknown> }>('/api/admin/tds-report', {
    ...admin,
    schema: routeSchema('wallet', {
      description: 'Admin: every withdrawal\'s TDS recomputed from the ledger (JSON, or CSV with format=csv)',
      querystring: tdsReportQuery,
      response: reply({ status: Type.Boolean() }, 'JSON rows, or the CSV file'),
    }),
  }, async (request, reply) => {
    const { from = '', to = '', format = 'json' } = walletForm(tdsReportQuery, request.query)
    const errors: Record<string, string> = {}
    if (!from) errors.from = 'from is required'
    if (!to) errors.to = 'to is required'
    if (format !== 'json' && format !== 'csv') errors.format = 'format must be json or csv'
    if (Object.keys(errors).length > 0) throw badRequest('Please check the report range', errors)
    let range: { from: Date; to: Date }
    try {
      range = reportRange(from, to)
    } catch {
      throw badRequest('Please check the report range', { from: 'Use dates like 2026-04-01 or ISO instants' })
    }
    if (range.from >= range.to) throw badRequest('Please check the report range', { to: 'to must not be before from' })
    const report = await tdsReport(deps.store, range, deps.pans)
    if (format === 'json') return { status: true, data: report }
    // The file name carries the range as asked, so a downloaded report says what it covers.
    const name = `tds-report-${from}-${to}.csv`.replace(/[^A-Za-z0-9._-]/g, '-')
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(tdsCsv(report))
  })
}

/** `until` (an instant) and `untilEvent` (a stream version from 1), both optional. */
function replayOptions(query: unknown): ReplayOptions {
  const options: ReplayOptions = {}
  const { until, untilEvent } = walletForm(ledgerQuery, query)
  if (until) {
    const at = new Date(until)
    if (Number.isNaN(at.getTime())) throw badRequest('Please check where the replay stops', { until: 'until must be an ISO instant' })
    options.until = at
  }
  if (untilEvent) {
    if (!/^[1-9]\d{0,8}$/.test(untilEvent)) throw badRequest('Please check where the replay stops', { untilEvent: 'untilEvent must be a whole number from 1' })
    options.untilEvent = Number(untilEvent)
  }
  return options
}
