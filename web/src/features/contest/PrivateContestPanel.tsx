import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { validatePrivateContest } from '@arena/domain'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { Field } from '../../ui/Field'
import { selectFreePlay } from '../playMode/slice'
import { useIsSignedIn } from '../session/useIsSignedIn'
import { selectPrivate } from './slice'
import { joinCodeSubmitted, myPrivateRequested, privateCreateRequested, type PrivateFields } from './privateSlice'

const EMPTY: PrivateFields = { contestName: '', startTime: '', endTime: '', entryFee: '0', virtualFund: '10000', levels: '', max_particepate: '10', pairs: 'BTCUSDT' }

/** The link a creator shares: opening it redeems the code and shows the contest. */
export const joinLink = (code: string): string => `${window.location.origin}/contest/join/${code}`

/** "Join with code" and "Create private contest" on the contests page, plus the private contests the player created. */
export function PrivateContestPanel() {
  return (
    <section className="contest-section" aria-labelledby="private-title">
      <h2 id="private-title">Private contests</h2>
      <JoinWithCode />
      <CreatePrivateContest />
      <MyPrivateContests />
    </section>
  )
}

function JoinWithCode() {
  const dispatch = useAppDispatch()
  const { redeem } = useAppSelector(selectPrivate)
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() !== '') dispatch(joinCodeSubmitted(code.trim()))
  }
  return (
    <form onSubmit={submit} aria-label="Join with code" noValidate>
      <Field label="Join code" name="joinCode" value={code} autoComplete="off" onChange={e => setCode(e.target.value)}
        error={redeem.status === 'failed' ? redeem.message : undefined} />
      <button type="submit" className="button" disabled={redeem.status === 'sending' || code.trim() === ''}>
        {redeem.status === 'sending' ? 'Opening…' : 'Join with code'}
      </button>
    </form>
  )
}

function CreatePrivateContest() {
  const dispatch = useAppDispatch()
  const { create } = useAppSelector(selectPrivate)
  // Free play: contests take no fee, so the form does not offer one (EMPTY's fee is 0).
  const freePlay = useAppSelector(selectFreePlay)
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(EMPTY)
  const [local, setLocal] = useState<Record<string, string>>({})
  useEffect(() => {
    if (create.status === 'done') setValues(EMPTY)
  }, [create.status])
  const errors = create.status === 'failed' ? { ...create.errors, ...local } : local
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The server runs the same rules; checking here saves a round trip.
    const found = validatePrivateContest({ ...values, levels: values.levels.trim() || undefined, maxParticipants: values.max_particepate }, new Date())
    const { maxParticipants, ...rest } = found
    const mapped: Record<string, string> = { ...rest, ...(maxParticipants ? { max_particepate: maxParticipants } : {}) }
    setLocal(mapped)
    if (Object.keys(mapped).length === 0) dispatch(privateCreateRequested(values))
  }
  const field = (name: keyof PrivateFields, label: string, type = 'text') => (
    <Field label={label} name={name} type={type} value={values[name]} error={errors[name]}
      onChange={e => setValues(current => ({ ...current, [name]: e.target.value }))} />
  )
  if (!open) return <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>Create private contest</button>
  return (
    <form onSubmit={submit} aria-label="Create private contest" noValidate>
      {field('contestName', 'Contest name')}
      {field('startTime', 'Start time (India)', 'datetime-local')}
      {field('endTime', 'End time (India)', 'datetime-local')}
      {!freePlay && field('entryFee', 'Entry fee (₹, 0 for free)')}
      {field('virtualFund', 'Virtual fund (USDT)')}
      {field('max_particepate', 'Seats')}
      {field('levels', 'Prize levels, e.g. 300,200 (the pool is their sum)')}
      {field('pairs', 'Pairs, e.g. BTCUSDT,ETHUSDT')}
      {create.status === 'failed' && Object.keys(create.errors).length === 0 && <p role="alert" className="field__error">{create.message}</p>}
      {create.status === 'done' && <p role="status">{create.message}</p>}
      <button type="submit" className="button" disabled={create.status === 'sending'}>{create.status === 'sending' ? 'Creating…' : 'Create'}</button>
      <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>Close</button>
    </form>
  )
}

function MyPrivateContests() {
  const [{ mine }] = useLoadOnMount(selectPrivate, myPrivateRequested())
  const [copied, setCopied] = useState('')
  if (mine.length === 0) return null
  const copy = (code: string) => {
    void navigator.clipboard?.writeText(joinLink(code)).then(() => setCopied(code), () => setCopied(''))
  }
  return (
    <ul aria-label="Private contests you created">
      {mine.map(c => (
        <li key={c._id}>
          <a href={`/trading-contest/${c._id}`}>{c.contestName}</a> · code <code>{c.joinCode}</code> · link <code>{joinLink(c.joinCode ?? '')}</code>{' '}
          <button type="button" className="button button--ghost" onClick={() => copy(c.joinCode ?? '')}>{copied === c.joinCode ? 'Copied' : 'Copy link'}</button>
        </li>
      ))}
    </ul>
  )
}

/** /contest/join/:code: redeems the code, then the saga opens the contest's detail page; a visitor signs in first. */
export function JoinByCodePage() {
  const { code = '' } = useParams()
  if (!useIsSignedIn()) {
    return (
      <article className="contest-page" aria-labelledby="join-title">
        <h1 id="join-title">Join a private contest</h1>
        <p>
          You have been invited to a private contest. Please <Link to="/login">sign in or sign up</Link>, then open this link again or enter the
          code <code>{code}</code> under Private contests on the Contests page.
        </p>
      </article>
    )
  }
  return <RedeemCode code={code} />
}

function RedeemCode({ code }: { code: string }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { redeem } = useAppSelector(selectPrivate)
  useEffect(() => {
    dispatch(joinCodeSubmitted(code))
  }, [dispatch, code])
  return (
    <article className="contest-page" aria-labelledby="join-title">
      <h1 id="join-title">Join a private contest</h1>
      {redeem.status === 'failed' ? (
        <div role="alert">
          <p className="field__error">{redeem.message}</p>
          <button type="button" className="button" onClick={() => navigate('/contest/upcoming')}>Back to contests</button>
        </div>
      ) : (
        <p aria-live="polite">Opening the contest…</p>
      )}
    </article>
  )
}
