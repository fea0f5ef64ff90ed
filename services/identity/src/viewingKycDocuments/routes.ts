import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { UPLOAD_FOLDERS, type UploadFolder } from '@arena/contracts'
import { forbidden, notFound, principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { refusals } from '../adapters/refusals'
import { uploadDir } from '../adapters/uploads'
import { FileReply, params, routeSchema, Type } from '@arena/contracts'

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', mp4: 'video/mp4' }
/** Only names we generated: a uuid and a detected type, so no request can point outside the folder. */
const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpeg|png|gif|mp4)$/

type Params = { Params: { folder: string; file: string } }

/** KYC documents and cheque images: to their owner and to admins, nobody else. */
export function viewingKycDocumentsRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.get<Params>('/api/kyc-document/:folder/:file', { schema: routeSchema('identity', { description: 'A KYC document or cheque image, to its owner and admins', params: params({ folder: Type.String(), file: Type.String() }), response: FileReply }), preHandler: deps.guards.authenticate }, async (request, reply) => {
    const principal = principalOf(request)
    const { folder, file } = request.params
    const owner = deps.kyc.fileOwner(file)
    if (!owner || !GENERATED.test(file) || !UPLOAD_FOLDERS.includes(folder as UploadFolder)) throw notFound('Document not found')
    if (owner !== principal.id && principal.role !== 'admin') throw forbidden(refusals.notYourProfile)
    const body = await readFile(join(uploadDir(deps.dataDir, folder as UploadFolder), file)).catch(() => undefined)
    if (!body) throw notFound('Document not found')
    const kind = file.slice(file.lastIndexOf('.') + 1)
    return reply.header('cache-control', 'private, max-age=300').type(CONTENT_TYPES[kind] ?? 'application/octet-stream').send(body)
  })
}
