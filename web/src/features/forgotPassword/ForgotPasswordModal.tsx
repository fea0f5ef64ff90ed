import { useEffect, useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { emailError } from '@arena/domain'
import { Field } from '../../ui/Field'
import { Modal } from '../../ui/Modal'
import { useValidatedForm } from '../../ui/useValidatedForm'
import { forgotPasswordReset, forgotPasswordSubmitted, selectForgotPassword } from './slice'

const validate = (values: { email: string }) => {
  const email = emailError(values.email)
  return email ? { email } : {}
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const dispatch = useDispatch()
  const state = useSelector(selectForgotPassword)
  const form = useValidatedForm({ email: '' }, validate, state.errors)
  useEffect(() => {
    if (state.status !== 'sent') return
    dispatch(forgotPasswordReset())
    onDone()
  }, [state.status])
  return (
    <form noValidate aria-label="Forgot password" onSubmit={form.onSubmit(values => dispatch(forgotPasswordSubmitted(values)))}>
      <p>Enter the email address of your account and we will send you a link to set a new password.</p>
      <Field label="Email" type="email" autoComplete="email" {...form.bind('email')} error={form.errorOf('email')} />
      <button className="button button--primary" type="submit" disabled={state.status === 'sending'}>
        Submit
      </button>
    </form>
  )
}

export function ForgotPasswordButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Forgot password?
      </button>
      <Modal open={open} title="Forgot password" onClose={() => setOpen(false)}>
        <ForgotPasswordForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  )
}
