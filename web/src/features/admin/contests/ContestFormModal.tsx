import { useEffect, useState } from 'react'
import { FILE_HEADER_BYTES, formatInr, playModeMessages, type UploadedFile } from '@arena/domain'
import { stashFile } from '../../../app/fileStash'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { Field } from '../../../ui/Field'
import { Modal } from '../../../ui/Modal'
import { contestFormErrors, contestFormValues, emptyContestForm, type ContestFormField, type ContestFormValues } from './contestForm'
import { contestFormClosed, contestSaveRequested, selectAdminContests } from './slice'
import { selectFreePlay } from '../../playMode/slice'
import { selectAdminSponsors, sponsorsRequested } from '../sponsors/slice'
import { SubmitActions } from '../../../ui/SubmitActions'

const TEXT_FIELDS: { name: ContestFormField; label: string; type?: string; inputMode?: 'decimal' | 'numeric'; placeholder?: string }[] = [
  { name: 'contestName', label: 'Contest Name' },
  { name: 'startTime', label: 'Start Time (India time)', type: 'datetime-local' },
  { name: 'endTime', label: 'End Time (India time)', type: 'datetime-local' },
  { name: 'entryFee', label: 'Entry Fee (INR)', inputMode: 'decimal' },
  { name: 'virtualFund', label: 'Virtual Fund (USDT)', inputMode: 'decimal' },
  { name: 'winningAmount', label: 'Prize Pool (INR)', inputMode: 'decimal' },
  { name: 'max_particepate', label: 'Max Participants', inputMode: 'numeric' },
  { name: 'levels', label: 'Prize per Rank', placeholder: '500,300,200' },
  { name: 'pairs', label: 'Pairs', placeholder: 'BTCUSDT,ETHUSDT' },
]

/** "Add Contest Details" and the update form (spec sections 2 and 5); mounted while open, so each opening starts fresh. */
export function ContestFormModal() {
  const dispatch = useAppDispatch()
  const { form } = useAppSelector(selectAdminContests)
  const open = form.mode !== null
  return (
    <Modal open={open} title={form.mode === 'edit' ? 'Update Contest' : 'Add Contest Details'} onClose={() => dispatch(contestFormClosed())}>
      {open && <ContestForm key={form.contest?._id ?? 'new'} />}
    </Modal>
  )
}

function ContestForm() {
  const dispatch = useAppDispatch()
  const { form } = useAppSelector(selectAdminContests)
  const adding = form.mode === 'add'
  const freePlay = useAppSelector(selectFreePlay)
  const [values, setValues] = useState<ContestFormValues>(() => (form.contest ? contestFormValues(form.contest) : freePlay ? { ...emptyContestForm, entryFee: '0' } : emptyContestForm))
  const [logo, setLogo] = useState<{ file: File; upload: UploadedFile } | null>(null)
  const [checked, setChecked] = useState(false)
  // Invite-only: set when adding; the code is made once and an edit keeps it.
  const [invite, setInvite] = useState(false)
  const [edited, setEdited] = useState<Set<string>>(new Set())
  // Sponsored: chosen when adding; the sponsor's budget then holds the whole prize pool.
  const [sponsorId, setSponsorId] = useState('')
  const sponsors = useAppSelector(selectAdminSponsors)
  useEffect(() => {
    if (adding) dispatch(sponsorsRequested())
  }, [adding, dispatch])
  const clientErrors = contestFormErrors(values, logo?.upload, adding)
  // The shared rule's message once the admin has tried to save; the server's until the field changes.
  const errorOf = (field: string) => (checked ? clientErrors[field] : undefined) ?? (edited.has(field) ? undefined : form.errors[field])
  const change = (field: string) => setEdited(current => new Set(current).add(field))

  async function pickLogo(file: File | undefined) {
    change('contestLogo')
    if (!file) return setLogo(null)
    const header = new Uint8Array(await file.slice(0, FILE_HEADER_BYTES).arrayBuffer())
    setLogo({ file, upload: { size: file.size, header } })
  }

  return (
    <form
      className="admin-contest-form"
      noValidate
      aria-busy={form.sending}
      onSubmit={event => {
        event.preventDefault()
        setChecked(true)
        setEdited(new Set())
        if (Object.keys(clientErrors).length > 0) return
        dispatch(contestSaveRequested({ fields: { ...values, ...(adding && invite ? { private: 'true' } : {}), ...(adding && sponsorId ? { sponsorId } : {}) }, logoId: logo ? stashFile(logo.file) : null }))
      }}
    >
      <Field
        label={adding ? 'Contest Logo' : 'Contest Logo (leave empty to keep the current one)'}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        name="contestLogo"
        error={errorOf('contestLogo')}
        onChange={event => void pickLogo(event.target.files?.[0])}
      />
      {/* Free play takes no fee: the field is not offered, the fee stays 0 (the server refuses any other). */}
      {TEXT_FIELDS.filter(({ name }) => !(freePlay && name === 'entryFee')).map(({ name, ...input }) => (
        <Field
          key={name}
          {...input}
          name={name}
          value={values[name]}
          error={errorOf(name)}
          onChange={event => {
            const value = event.target.value
            setValues(current => ({ ...current, [name]: value }))
            change(name)
          }}
        />
      ))}
      <Field
        label="Rules (HTML)"
        multiline
        name="description"
        value={values.description}
        error={errorOf('description')}
        onChange={event => {
          const value = event.target.value
          setValues(current => ({ ...current, description: value }))
          change('description')
        }}
      />
      {freePlay && <p className="admin-hint">{playModeMessages.entryFeesOff}. Choose a sponsor to fund the prize pool.</p>}
      {adding ? (
        <div className="field">
          <label htmlFor="contest-sponsor">Prize pool sponsor</label>
          <select id="contest-sponsor" name="sponsorId" value={sponsorId} aria-describedby={errorOf('sponsorId') ? 'contest-sponsor-error' : undefined} onChange={event => { setSponsorId(event.target.value); change('sponsorId') }}>
            <option value="">No sponsor</option>
            {sponsors.sponsors.map(s => (
              <option key={s.sponsorId} value={s.sponsorId}>
                {s.name} (available ₹{formatInr(s.available)})
              </option>
            ))}
          </select>
          {errorOf('sponsorId') && <p id="contest-sponsor-error" className="field__error">{errorOf('sponsorId')}</p>}
        </div>
      ) : (
        form.contest?.sponsorName && <p>Prize pool sponsored by {form.contest.sponsorName} (the pool cannot change)</p>
      )}
      {adding ? (
        <label className="field field--checkbox">
          <input type="checkbox" name="private" checked={invite} onChange={event => setInvite(event.target.checked)} /> Private (invite-only: only players with
          its join code or link see it)
        </label>
      ) : (
        form.contest?.joinCode && <p>Private contest · join code <code>{form.contest.joinCode}</code></p>
      )}
      {form.message && Object.keys(form.errors).length === 0 && (
        <p role="alert" className="field__error">
          {form.message}
        </p>
      )}
      <SubmitActions label={adding ? 'Add Contest' : 'Update Contest'} busyLabel="Saving…" busy={form.sending}>
        <button type="button" className="button button--ghost" disabled={form.sending} onClick={() => dispatch(contestFormClosed())}>
          Cancel
        </button>
      </SubmitActions>
    </form>
  )
}
