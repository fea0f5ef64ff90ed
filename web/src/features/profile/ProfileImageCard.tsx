import { useId } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { stashFile } from '../../app/fileStash'
import { ProtectedImage } from '../../ui/ProtectedImage'
import { selectToken } from '../session/slice'
import { profileImageChosen, profileImageRemoveRequested, selectProfile } from './slice'

/** The profile image with upload (jpg, jpeg, png, gif up to 10 MB, checked before sending) and removal. */
export function ProfileImageCard({ name }: { name: string }) {
  const dispatch = useAppDispatch()
  const { data, image } = useAppSelector(selectProfile)
  const token = useAppSelector(selectToken)
  const inputId = useId()
  const errorId = `${inputId}-error`
  const path = data?.profileImage ?? ''
  const busy = image.action !== 'idle'
  return (
    <section className="card profile-card profile-image" aria-labelledby="profile-image-title">
      <h2 id="profile-image-title">Profile image</h2>
      <div className="profile-image__frame">
        {path ? (
          <ProtectedImage path={path} token={token} alt={`Profile image of ${name}`} className="profile-image__img" />
        ) : (
          <span className="profile-image__initial" aria-hidden="true">
            {name.charAt(0).toUpperCase() || '?'}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={inputId}>Upload profile image</label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          disabled={busy}
          aria-invalid={image.error ? true : undefined}
          aria-describedby={image.error ? errorId : undefined}
          onChange={event => {
            const file = event.target.files?.[0]
            if (file) dispatch(profileImageChosen(stashFile(file)))
            // Emptied so choosing the same file again still counts as a change.
            event.target.value = ''
          }}
        />
        {image.error && (
          <p id={errorId} className="field__error" role="alert">
            {image.error}
          </p>
        )}
      </div>
      <div className="form-actions">
        {path && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => dispatch(profileImageRemoveRequested())}>
            Remove image
          </button>
        )}
        {busy && <span role="status">{image.action === 'uploading' ? 'Uploading…' : 'Removing…'}</span>}
      </div>
    </section>
  )
}
