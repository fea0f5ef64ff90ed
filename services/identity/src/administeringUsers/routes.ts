import type { FastifyInstance } from 'fastify'
import { principalOf, parseForm } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import type { UserCommand } from '../domain/decideUser'
import { applyToUser } from '../users/userWrites'
import { causeOf } from '../adapters/caller'
import { paging } from '../adapters/forms'
import { adminUserRow } from './adminUserRow'
import { anyObject, field, NoBody, params, query, reply, routeSchema, rows, Type } from '@arena/contracts'

type Params = { Params: { id: string } }

const usersQuery = query({ search: field('text'), page: field('page, from 1'), limit: field('10, 20 or 50') })

/** Admin-only user management; every route checks the admin role in the token. */
export function administeringUsersRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { requireAdmin } = deps.guards
  app.get('/api/admin/users', { schema: routeSchema('identity', { description: 'Admin: users, searched by name, mobile or email', querystring: usersQuery, response: reply({ status: Type.Boolean(), data: rows('users'), total: Type.Number(), page: Type.Number(), limit: Type.Number() }) }), preHandler: requireAdmin }, async request => {
    const asked = parseForm(usersQuery, request.query)
    const { page, size } = paging(asked, 10)
    const { items, total } = deps.view.search(asked.search ?? '', page, size)
    return { status: true, data: items.map(adminUserRow), total, page, limit: size }
  })

  const action = (path: string, command: (by: string, now: Date) => UserCommand, message: string) =>
    app.post<Params>(`/api/admin/users/:id/${path}`, {
      preHandler: requireAdmin,
      schema: routeSchema('identity', {
        description: `Admin: ${message.toLowerCase()}`, params: params({ id: Type.String() }), body: NoBody,
        response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the user row') }),
      }),
    }, async request => {
      const cause = causeOf(request, deps.clock, `admin:${principalOf(request).id}`)
      await applyToUser(deps, request.params.id, command(principalOf(request).id, new Date(cause.at)), cause)
      return { status: true, message, data: adminUserRow(deps.view.byId(request.params.id)!) }
    })
  action('block', by => ({ type: 'BlockUser', by }), 'User blocked')
  action('unblock', by => ({ type: 'UnblockUser', by }), 'User unblocked')
  action('restore', (by, now) => ({ type: 'RestoreAccount', by, now }), 'Account restored')
}
