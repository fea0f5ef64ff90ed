import type { FastifyInstance } from 'fastify'
import { principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser, requireUser } from '../users/userWrites'
import { causeOf } from '../adapters/caller'
import { readUpload } from '../adapters/uploads'
import { profileImageUrl } from '../viewingProfile/profileView'
import { checkedImage, deleteProfileImage, imageFiles, imageForm, storeProfileImage } from './storedImage'
import { publicApi, publicRouteSchema } from '@arena/contracts'

/** Always the caller's own image: the target comes from the token only. */
export function changingProfileImageRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { authenticate } = deps.guards
  app.post('/api/profile-data-update', { schema: publicRouteSchema('identity', publicApi['POST /api/profile-data-update']), preHandler: authenticate }, async request => {
    const userId = principalOf(request).id
    const upload = request.isMultipart() ? await readUpload(request, imageForm, imageFiles) : undefined
    const image = checkedImage(upload?.files.profileImage)
    const previous = requireUser(deps, userId).profileImage
    const file = await storeProfileImage(deps.dataDir, image)
    try {
      await applyToUser(deps, userId, { type: 'ChangeProfileImage', file }, causeOf(request, deps.clock))
    } catch (error) {
      await deleteProfileImage(deps.dataDir, file)
      throw error
    }
    if (previous) await deleteProfileImage(deps.dataDir, previous)
    return { status: true, message: 'Profile image updated successfully', data: { profileImage: profileImageUrl(file) } }
  })

  app.post('/api/profile-image-empty', { schema: publicRouteSchema('identity', publicApi['POST /api/profile-image-empty']), preHandler: authenticate }, async request => {
    const userId = principalOf(request).id
    const previous = requireUser(deps, userId).profileImage
    await applyToUser(deps, userId, { type: 'RemoveProfileImage' }, causeOf(request, deps.clock))
    if (previous) await deleteProfileImage(deps.dataDir, previous)
    return { status: true, message: 'Profile image removed successfully' }
  })
}
