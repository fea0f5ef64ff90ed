import { useId } from 'react'
import { USERNAME_MAX } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Field } from '../../ui/Field'
import { selectAuth, selectAuthErrors } from './selectors'
import { fieldChanged } from './slice'

/** Username and the optional referral code, asked only of a new user (registerStatus false). */
export function NewUserFields() {
  const dispatch = useAppDispatch()
  const { values } = useAppSelector(selectAuth)
  const errors = useAppSelector(selectAuthErrors)
  return (
    <>
      <Field
        label="Username"
        name="name"
        autoComplete="username"
        maxLength={USERNAME_MAX}
        value={values.name}
        onChange={event => dispatch(fieldChanged({ field: 'name', value: event.target.value }))}
        error={errors.name}
      />
      <Field
        label="Referral code (optional)"
        name="referralBy"
        autoComplete="off"
        value={values.referralBy}
        onChange={event => dispatch(fieldChanged({ field: 'referralBy', value: event.target.value }))}
        error={errors.referralBy}
      />
    </>
  )
}

/** The terms checkbox; the link opens in a new tab so the half-filled form stays put. */
export function TermsField() {
  const dispatch = useAppDispatch()
  const { values } = useAppSelector(selectAuth)
  const error = useAppSelector(selectAuthErrors).terms
  const errorId = useId()
  return (
    <div className="field field--check">
      <label>
        <input
          type="checkbox"
          name="terms"
          checked={values.terms}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={event => dispatch(fieldChanged({ field: 'terms', value: event.target.checked }))}
        />{' '}
        I accept the{' '}
        <a href="/term-and-condition" target="_blank" rel="noopener noreferrer">
          Terms and conditions
        </a>
      </label>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
