import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Modal } from '../../ui/Modal'
import { allDevicesLogoutRequested, selectEndingAll } from './slice'

/**
 * "Log out of all devices" behind a confirm dialog: the server ends every session of the player
 * (phones, other browsers, this one), and the saga logs out here 1 s after it agrees.
 */
export function LogoutAllDevicesButton() {
  const dispatch = useAppDispatch()
  const ending = useAppSelector(selectEndingAll)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button button--ghost" disabled={ending} onClick={() => setOpen(true)}>
        {ending ? 'Logging out…' : 'Log out of all devices'}
      </button>
      <Modal open={open} title="Log out of all devices?" onClose={() => setOpen(false)}>
        <p>Every device signed in to your account, this one included, will be logged out. You can log in again with an OTP.</p>
        <div className="form-actions">
          <button
            type="button"
            className="button button--danger"
            disabled={ending}
            onClick={() => {
              dispatch(allDevicesLogoutRequested())
              setOpen(false)
            }}
          >
            Yes, log out everywhere
          </button>
          <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </>
  )
}
