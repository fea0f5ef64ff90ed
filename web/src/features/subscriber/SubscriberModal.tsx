import { useEffect, useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { mobileInput, validateSubscriber } from '@arena/domain'
import { Field } from '../../ui/Field'
import { Modal } from '../../ui/Modal'
import { useValidatedForm } from '../../ui/useValidatedForm'
import { selectSubscriber, subscriberReset, subscriberSubmitted } from './slice'

const empty = { name: '', email: '', mobile: '' }

function SubscriberForm({ onDone }: { onDone: () => void }) {
  const dispatch = useDispatch()
  const state = useSelector(selectSubscriber)
  const form = useValidatedForm(empty, validateSubscriber, state.errors)
  useEffect(() => {
    if (state.status !== 'sent') return
    dispatch(subscriberReset())
    onDone()
  }, [state.status])
  const mobile = form.bind('mobile')
  return (
    <form noValidate aria-label="Subscribe" onSubmit={form.onSubmit(values => dispatch(subscriberSubmitted(values)))}>
      <Field label="Name" autoComplete="name" {...form.bind('name')} error={form.errorOf('name')} />
      <Field label="Email" type="email" autoComplete="email" {...form.bind('email')} error={form.errorOf('email')} />
      <Field
        label="Mobile"
        inputMode="numeric"
        autoComplete="tel-national"
        {...mobile}
        onChange={event => {
          event.target.value = mobileInput(event.target.value)
          mobile.onChange(event)
        }}
        error={form.errorOf('mobile')}
      />
      <button className="button button--primary" type="submit" disabled={state.status === 'sending'}>
        Subscribe
      </button>
    </form>
  )
}

/** "Get updates about the product on launch": a button that opens the subscriber form. */
export function SubscribeButton({ className = 'button button--ghost' }: { className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Get launch updates
      </button>
      <Modal open={open} title="Get updates about the product on launch" onClose={() => setOpen(false)}>
        <SubscriberForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  )
}
