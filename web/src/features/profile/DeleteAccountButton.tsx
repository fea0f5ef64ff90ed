import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { ConfirmButton } from '../../ui/ConfirmButton'
import { accountDeleteRequested, selectProfile } from './slice'

/** Delete Account behind a confirm dialog; the saga logs the player out 1 s after the server agrees. */
export function DeleteAccountButton() {
  const dispatch = useAppDispatch()
  const { deleting } = useAppSelector(selectProfile)
  return (
    <section className="card profile-card" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p className="profile-muted">Deleting locks your account at once. Support can restore it within 6 months.</p>
      <ConfirmButton
        label="Delete Account"
        busy={deleting}
        className="button button--danger"
        title="Delete your account?"
        confirmLabel="Yes, delete my account"
        onConfirm={() => dispatch(accountDeleteRequested())}
      >
        <p>You will be logged out and will not be able to log in again unless support restores the account.</p>
      </ConfirmButton>
    </section>
  )
}
