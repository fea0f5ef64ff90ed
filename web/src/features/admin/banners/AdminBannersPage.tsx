import { useState } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { useLoadOnMount } from '../../../app/useLoadOnMount'
import { bannerRemoveRequested, bannersListRequested, bannerUploadRequested, selectAdminBanners } from './slice'
import '../admin.css'

/** /admin/banners: the dashboard carousel's images; upload (checked by content on the server) and remove. */
export function AdminBannersPage() {
  const dispatch = useAppDispatch()
  const [{ banners, status, saving, error }] = useLoadOnMount(selectAdminBanners, bannersListRequested())
  const [confirming, setConfirming] = useState<string | null>(null)

  return (
    <section aria-labelledby="admin-banners-title" aria-busy={status === 'loading' || saving}>
      <h1 id="admin-banners-title">Dashboard banners</h1>
      <p className="admin-hint">Players see these in the dashboard carousel, newest first. JPEG, PNG or GIF up to 10 MB.</p>
      <label className="field">
        <span className="field__label">Add a banner</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif"
          disabled={saving}
          onChange={event => {
            const file = event.target.files?.[0]
            if (file) dispatch(bannerUploadRequested(file))
            event.target.value = ''
          }}
        />
      </label>
      {error && <p role="alert" className="field__error">{error}</p>}
      {status === 'loaded' && banners.length === 0 && <p>No banners yet: the dashboard shows the bundled ones.</p>}
      <ul className="admin-banners">
        {banners.map(banner => (
          <li key={banner.file}>
            <img src={banner.file} alt="Dashboard banner" width={320} />
            {confirming === banner.file ? (
              <span>
                Remove this banner?{' '}
                <button type="button" className="button" onClick={() => { dispatch(bannerRemoveRequested(banner.file)); setConfirming(null) }}>Remove</button>{' '}
                <button type="button" className="button" onClick={() => setConfirming(null)}>Keep</button>
              </span>
            ) : (
              <button type="button" className="button" disabled={saving} onClick={() => setConfirming(banner.file)}>Remove…</button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
