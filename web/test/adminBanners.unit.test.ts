import t from 'tap'
import { ApiError } from '../src/app/api'
import { bannerRemoveRequested, bannersListRequested, bannerUploadRequested, selectAdminBanners } from '../src/features/admin/banners/slice'
import { settle, setup, type Call } from './authHarness'

const listed = (files: string[]) => ({ status: true, data: files.map(file => ({ file })) })

t.test('the banners page lists what the server holds', async t => {
  const { store } = setup(() => listed(['/bunner/a.png', '/bunner/b.png']))
  store.dispatch(bannersListRequested())
  await settle()
  t.same(selectAdminBanners(store.getState()).banners.map(b => b.file), ['/bunner/a.png', '/bunner/b.png'])
  t.equal(selectAdminBanners(store.getState()).status, 'loaded')
})

t.test('an upload posts the file and reloads the list', async t => {
  let files: string[] = []
  const { store, api, toasts } = setup((call: Call) => {
    if (call.path === 'admin/banners') { files = ['/bunner/new.png']; return { status: true } }
    return listed(files)
  })
  store.dispatch(bannerUploadRequested(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'b.png', { type: 'image/png' })))
  await settle(10)
  t.same(api.calls.map(c => [c.method, c.path]), [['postForm', 'admin/banners'], ['post', 'getBunner']])
  t.ok((api.calls[0]!.body as FormData).get('file'))
  t.same(selectAdminBanners(store.getState()).banners, [{ file: '/bunner/new.png' }])
  t.same(toasts(), [['success', 'Banner added']])
})

t.test("a refused upload shows the server's field message and keeps the list", async t => {
  const { store } = setup((call: Call) => {
    if (call.path === 'admin/banners') throw new ApiError('Please select valid Front image jpeg,png,gif.', 400, { file: 'Please select valid Front image jpeg,png,gif.' })
    return listed(['/bunner/a.png'])
  })
  store.dispatch(bannerUploadRequested(new File(['%PDF'], 'b.png')))
  await settle(10)
  t.equal(selectAdminBanners(store.getState()).error, 'Please select valid Front image jpeg,png,gif.')
  t.equal(selectAdminBanners(store.getState()).saving, false)
  t.same(selectAdminBanners(store.getState()).banners, [{ file: '/bunner/a.png' }])
})

t.test('removing a banner posts its file name to the delete call', async t => {
  const { store, api } = setup(() => listed([]))
  store.dispatch(bannerRemoveRequested('/bunner/0f8c2d2e-1111-4222-8333-944455556666.png'))
  await settle(10)
  t.same(api.calls[0], { method: 'post', path: 'admin/banners/0f8c2d2e-1111-4222-8333-944455556666.png/delete', body: undefined })
})
