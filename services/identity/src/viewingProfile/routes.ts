import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { forbidden, notFound, principalOf, parseForm } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { requireUser } from '../users/userWrites'
import { refusals } from '../adapters/refusals'
import { kycProfile } from '../verifyingKyc/kycProfile'
import { profileView } from './profileView'
import { profileUploadDir } from '../changingProfileImage/storedImage'
import { FileReply, params, publicApi, publicRouteSchema, routeSchema, Type } from '@arena/contracts'

const profileCall = publicApi['POST /api/profile-data']
const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' }

/**
 * POST /api/profile-data: the caller's own profile. `_id` is honoured for admins only, so no id
 * in a body reaches another player's data.
 */
export function viewingProfileRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { authenticate } = deps.guards
  app.post('/api/profile-data', { schema: publicRouteSchema('identity', profileCall), preHandler: authenticate }, async request => {
    const principal = principalOf(request)
    const asked = parseForm(profileCall.body, request.body)._id
    const userId = asked && asked !== '' ? asked : principal.id
    if (userId !== principal.id && principal.role !== 'admin') throw forbidden(refusals.notYourProfile)
    const user = requireUser(deps, userId)
    // KYC is identity's own: its fields win over any extras with the same name.
    const extras = { ...(await deps.profileExtras(user.id)), ...kycProfile(deps.kyc.kyc(user.id), user) }
    return { status: true, data: profileView(user, deps.publicUrl, extras) }
  })

  app.get<{ Params: { file: string } }>('/api/profile-image/:file', { schema: routeSchema('identity', { description: 'The caller\'s profile image file', params: params({ file: Type.String() }), response: FileReply }), preHandler: authenticate }, async (request, reply) => {
    const principal = principalOf(request)
    const { file } = request.params
    const owner = deps.view.imageOwner(file)
    if (!owner) throw notFound('Image not found')
    if (owner !== principal.id && principal.role !== 'admin') throw forbidden(refusals.notYourProfile)
    // A known name whose file is gone (a restored backup, a cleaned disk) is missing, not a crash.
    const body = await readFile(join(profileUploadDir(deps.dataDir), file)).catch(() => undefined)
    if (!body) throw notFound('Image not found')
    const kind = file.slice(file.lastIndexOf('.') + 1)
    return reply.header('cache-control', 'private, max-age=300').type(CONTENT_TYPES[kind] ?? 'application/octet-stream').send(body)
  })
}
