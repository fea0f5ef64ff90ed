import type { ApiClient } from '../../../app/api'
import type { Banner } from './slice'

/** POST api/getBunner (spec spelling): the banners players see, newest last. */
export const fetchBanners = (api: ApiClient) => api.post<{ data?: Banner[] }>('getBunner')

/** POST api/admin/banners: one image file as multipart `file`. */
export const uploadBanner = (api: ApiClient, form: FormData) => api.postForm('admin/banners', form)

/** POST api/admin/banners/<file name>/delete. */
export const removeBanner = (api: ApiClient, fileName: string) => api.post(`admin/banners/${encodeURIComponent(fileName)}/delete`)
