import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Modal } from '../../ui/Modal'
import { accountDeleteRequested, selectProfile } from './slice'

/** Delete Account behind a confirm dialog; the saga logs the player out 1 s after the server agrees. */
export function DeleteAccountButton() {
  const dispatch = useAppDispatch()
  const { deleting } = useAppSelector(selectProfile)
  const [open, setOpen] = useState(false)
  return (
    <section className="card profile-card" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p className="profile-muted">Deleting locks your account at once. Support can restore it within 6 months.</p>
      <button type="button" className="button button--danger" disabled={deleting} onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <Modal open={open} title="Delete your account?" onClose={() => setOpen(false)}>
        <p>You will be logged out and will not be able to log in again unless support restores the account.</p>
        <div className="form-actions">
          <button
            type="button"
            className="button button--danger"
            disabled={deleting}
            onClick={() => {
              dispatch(accountDeleteRequested())
              setOpen(false)
            }}
          >
            Yes, delete my account
          </button>
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </section>
  )
}
