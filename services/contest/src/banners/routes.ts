import { readdir, stat } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { FILE_HEADER_BYTES, checkUpload, detectFileKind } from '@arena/domain'
import { badRequest, formBody, notFound, uploadedFile, type Guards } from '@arena/service-kit'
import { LogoStore, LOGO_NAME } from '../administering/logoStore'
import { Ack, fileField, NoBody, params, publicApi, publicRouteSchema, reply, routeSchema, textForm, Type } from '@arena/contracts'

const MAX_BANNER_BYTES = 10_000_000

export interface BannerRouteDeps {
  guards: Guards
  banners: LogoStore
}

/** Banner files newest first; the spec's dashboard carousel reads `file` from a /bunner/ path. */
async function listBanners(store: LogoStore): Promise<{ file: string }[]> {
  let names: string[] = []
  try {
    names = (await readdir(store.dir)).filter(name => LOGO_NAME.test(name))
  } catch {
    return []
  }
  const dated = await Promise.all(names.map(async name => ({ name, at: (await stat(`${store.dir}/${name}`)).mtimeMs })))
  return dated.sort((a, b) => b.at - a.at).map(({ name }) => ({ file: `/bunner/${name}` }))
}

/**
 * The dashboard banners (the spec's `getBunner` and /bunner/ files): admins upload images,
 * typed by their bytes like every upload; the list and the files are public like the carousel.
 */
export function bannerRoutes(app: FastifyInstance, deps: BannerRouteDeps): void {
  app.post('/api/getBunner', { schema: publicRouteSchema('contest', publicApi['POST /api/getBunner']) }, async () => ({ status: true, data: await listBanners(deps.banners) }))

  app.get<{ Params: { file: string } }>('/bunner/:file', async (request, reply) => {
    const found = await deps.banners.read(request.params.file)
    if (!found) throw notFound('File not found')
    return reply.header('content-type', found.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=86400').send(found.bytes)
  })

  app.post('/api/admin/banners', { schema: routeSchema('contest', { description: 'Admin: uploads a dashboard banner', multipart: true, body: textForm({ file: fileField('image') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: reply({ file: Type.String() }) }) }), preValidation: [deps.guards.requireAdmin, formBody({ fileField: 'file', maxFileBytes: MAX_BANNER_BYTES })] }, async request => {
    const file = uploadedFile(request)
    if (!file) throw badRequest('Please select a banner image', { file: 'Please select a banner image' })
    const upload = { size: file.truncated ? Number.MAX_SAFE_INTEGER : file.bytes.length, header: file.bytes.subarray(0, FILE_HEADER_BYTES) }
    const refused = checkUpload('profileImage', upload)
    if (refused) throw badRequest(refused, { file: refused })
    const saved = await deps.banners.save(file.bytes, detectFileKind(upload.header)!)
    return { status: true, message: 'Banner added', data: { file: `/bunner/${saved}` } }
  })

  app.post<{ Params: { file: string } }>('/api/admin/banners/:file/delete', { schema: routeSchema('contest', { description: 'Admin: removes a banner', params: params({ file: Type.String() }), body: NoBody, response: Ack }), preHandler: deps.guards.requireAdmin }, async request => {
    if (!(await deps.banners.read(request.params.file))) throw notFound('File not found')
    await deps.banners.remove(request.params.file)
    return { status: true, message: 'Banner removed' }
  })
}
