import { useEffect } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { validateContact } from '@arena/domain'
import { Field } from '../../ui/Field'
import { useValidatedForm } from '../../ui/useValidatedForm'
import { contactReset, contactSubmitted, selectContact } from './slice'
import { SubmitActions } from '../../ui/SubmitActions'

const empty = { name: '', email: '', subject: '', message: '' }

export function ContactForm() {
  const dispatch = useDispatch()
  const state = useSelector(selectContact)
  const form = useValidatedForm(empty, validateContact, state.errors)
  const sending = state.status === 'sending'

  // Spec section 4: on success the form is cleared (the toast comes from the saga).
  useEffect(() => {
    if (state.status !== 'sent') return
    form.reset()
    dispatch(contactReset())
  }, [state.status])

  return (
    <form className="contact-form" noValidate aria-label="Contact us" onSubmit={form.onSubmit(values => dispatch(contactSubmitted(values)))}>
      <Field label="Name" autoComplete="name" {...form.bind('name')} error={form.errorOf('name')} />
      <Field label="Email" type="email" autoComplete="email" {...form.bind('email')} error={form.errorOf('email')} />
      <Field label="Subject" {...form.bind('subject')} error={form.errorOf('subject')} />
      <Field label="Message" multiline {...form.bind('message')} error={form.errorOf('message')} />
      <SubmitActions label="Send message" busyLabel="Sending…" busy={sending} />
    </form>
  )
}
