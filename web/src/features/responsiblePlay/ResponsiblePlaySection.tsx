import { useEffect, useState, type FormEvent } from 'react'
import { BREAK_DURATIONS, breakEnd, formatIndiaTime, type BreakDuration } from '@arena/domain'
import { useAppDispatch } from '../../app/hooks'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { ConfirmButton } from '../../ui/ConfirmButton'
import { Field } from '../../ui/Field'
import { LimitsTable } from './LimitsTable'
import { breakConfirmed, limitsSubmitted, responsiblePlayRequested, selectResponsiblePlay, type LimitPeriod } from './slice'
import './responsiblePlay.css'

const periods: { period: LimitPeriod; label: string }[] = [
  { period: 'daily', label: 'Daily limit (₹)' },
  { period: 'weekly', label: 'Weekly limit (₹)' },
  { period: 'monthly', label: 'Monthly limit (₹)' },
]

const breakLabel = (kind: 'timeOut' | 'selfExclusion') => (kind === 'timeOut' ? 'time-out' : 'self-exclusion')

/** Responsible play in the profile (docs/adr/0017): deposit limits, pending raises, and a break. */
export function ResponsiblePlaySection() {
  const dispatch = useAppDispatch()
  const [{ data, status, error, saving, breaking, errors }] = useLoadOnMount(selectResponsiblePlay, responsiblePlayRequested())
  const [typed, setTyped] = useState<Record<LimitPeriod, string>>({ daily: '', weekly: '', monthly: '' })
  const [duration, setDuration] = useState<BreakDuration>('24h')
  // The form starts from the limits in force; a pending raise is shown beside, not typed over.
  useEffect(() => {
    if (data) setTyped({ daily: data.limits.daily.limit ?? '', weekly: data.limits.weekly.limit ?? '', monthly: data.limits.monthly.limit ?? '' })
  }, [data])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(limitsSubmitted(typed))
  }
  const choice = BREAK_DURATIONS[duration]
  return (
    <section className="card profile-card responsible-play" id="responsible-play" aria-labelledby="responsible-play-title" aria-busy={status === 'loading'}>
      <h2 id="responsible-play-title">Responsible play</h2>
      {status === 'failed' && (
        <p role="alert">
          {error}{' '}
          <button type="button" className="button button--ghost" onClick={() => dispatch(responsiblePlayRequested())}>Try again</button>
        </p>
      )}
      {!data && status !== 'failed' && <p role="status">Loading your limits…</p>}
      {data?.break && (
        <p className="responsible-play__break" role="status">
          You are on a {breakLabel(data.break.kind)} until {formatIndiaTime(data.break.until)}. Deposits and contests are closed until then;
          you can still withdraw your winnings and see your history.
        </p>
      )}
      {data && (
        <>
          <h3>Deposit limits</h3>
          <p className="profile-muted">
            Days, weeks (from Monday) and months are India time. A lower limit applies at once; a higher limit, or removing one, applies after 24 hours.
          </p>
          <LimitsTable data={data} />
          <form onSubmit={submit} noValidate className="responsible-play__form">
            {periods.map(({ period, label }) => (
              <Field
                key={period}
                label={label}
                inputMode="decimal"
                autoComplete="off"
                placeholder="No limit"
                value={typed[period]}
                error={errors[period]}
                onChange={event => setTyped({ ...typed, [period]: event.target.value })}
              />
            ))}
            {errors.limits && <p className="field__error" role="alert">{errors.limits}</p>}
            {errors.form && <p className="field__error" role="alert">{errors.form}</p>}
            <button type="submit" className="button" disabled={saving}>{saving ? 'Saving…' : 'Save limits'}</button>
          </form>

          <h3>Take a break</h3>
          <fieldset className="responsible-play__durations" disabled={breaking}>
            <legend>A time-out (24 hours to 1 month) or a self-exclusion (6 months to 5 years). It cannot be undone or shortened.</legend>
            {(Object.keys(BREAK_DURATIONS) as BreakDuration[]).map(id => (
              <label key={id} className="responsible-play__duration">
                <input type="radio" name="break-duration" value={id} checked={duration === id} onChange={() => setDuration(id)} />
                {BREAK_DURATIONS[id].kind === 'timeOut' ? 'Time-out' : 'Self-exclusion'}: {BREAK_DURATIONS[id].label}
              </label>
            ))}
          </fieldset>
          {errors.duration && <p className="field__error" role="alert">{errors.duration}</p>}
          <ConfirmButton
            label={`Take a ${BREAK_DURATIONS[duration].label} ${breakLabel(choice.kind)}`}
            busyLabel="Starting your break…"
            busy={breaking}
            className="button button--danger"
            title={`Take a ${choice.label} ${breakLabel(choice.kind)}?`}
            confirmLabel="Yes, start my break"
            onConfirm={() => dispatch(breakConfirmed(duration))}
          >
            <p>
              Until about {formatIndiaTime(breakEnd(new Date(), duration))} you will not be able to deposit or join contests. You will be logged out
              on every device now. This cannot be undone: neither you nor support can end it early.
            </p>
            <p className="profile-muted">You can still sign in to withdraw your winnings and see your history.</p>
          </ConfirmButton>
        </>
      )}
    </section>
  )
}
