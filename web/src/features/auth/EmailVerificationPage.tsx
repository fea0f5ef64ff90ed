import { useEffect, useRef } from 'react'
import { useParams } from 'react-router-dom'
import { useAppDispatch } from '../../app/hooks'
import { emailVerificationSubmitted } from './formsSlice'

/** /login/{_id}: verifies the email from the mailed link, then the saga sends the visitor to /. */
export function EmailVerificationPage() {
  const dispatch = useAppDispatch()
  const { _id: link = '' } = useParams()
  // Development's double effect run must not spend the one-time link twice.
  const sent = useRef('')
  useEffect(() => {
    if (sent.current === link) return
    sent.current = link
    dispatch(emailVerificationSubmitted({ userId: link }))
  }, [link, dispatch])
  return (
    <section className="auth-page" aria-labelledby="verify-title">
      <h1 id="verify-title">Email verification</h1>
      <p role="status">Verifying your email…</p>
    </section>
  )
}
