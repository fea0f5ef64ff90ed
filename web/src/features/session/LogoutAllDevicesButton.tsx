import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { ConfirmButton } from '../../ui/ConfirmButton'
import { allDevicesLogoutRequested, selectEndingAll } from './slice'

/**
 * "Log out of all devices" behind a confirm dialog: the server ends every session of the player
 * (phones, other browsers, this one), and the saga logs out here 1 s after it agrees.
 */
export function LogoutAllDevicesButton() {
  const dispatch = useAppDispatch()
  const ending = useAppSelector(selectEndingAll)
  return (
    <ConfirmButton
      label="Log out of all devices"
      busyLabel="Logging out…"
      busy={ending}
      className="button button--ghost"
      title="Log out of all devices?"
      confirmLabel="Yes, log out everywhere"
      onConfirm={() => dispatch(allDevicesLogoutRequested())}
    >
      <p>Every device signed in to your account, this one included, will be logged out. You can log in again with an OTP.</p>
    </ConfirmButton>
  )
}
