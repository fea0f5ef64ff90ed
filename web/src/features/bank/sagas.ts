import { FILE_HEADER_BYTES, validateBank, validateUpi } from '@arena/domain'
import { call, put, select, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { takeFile } from '../../app/fileStash'
import { takeLatestRead } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { fetchKycProfile } from '../kyc/api'
import { addBankDetail, addUpiDetail, fetchBankDetails, fetchUpiList } from './api'
import {
  bankDetailFailed, bankDetailSaved, bankDetailSubmitted, bankPageFailed, bankPageLoaded, bankPageRequested, holderName,
  upiFailed, upiSaved, upiSubmitted, type BankPageState,
} from './slice'

/** Spec section 9: after a save the page reloads to /bankdetail 1 s later. */
export const BANK_SAVE_RELOAD_MS = 1000

const readHeader = (file: File): Promise<Uint8Array> => file.slice(0, FILE_HEADER_BYTES).arrayBuffer().then(buffer => new Uint8Array(buffer))

function* afterSave(message: string) {
  const { sleep, navigate } = yield* deps()
  yield put(toastShown({ kind: 'success', text: message }))
  yield call(sleep, BANK_SAVE_RELOAD_MS)
  yield call(navigate, '/bankdetail')
  yield put(bankPageRequested())
}

/** The shared bank rules (the cheque judged by its first bytes and size), then multipart add_bank_detail. */
function* saveBank(action: ReturnType<typeof bankDetailSubmitted>) {
  const { api } = yield* deps()
  const page: BankPageState = yield select((state: { bank: BankPageState }) => state.bank)
  const accountHolderName = page.profile ? holderName(page.profile) : ''
  const file = action.payload.chequeImage ? takeFile(action.payload.chequeImage) : undefined
  const header: Uint8Array | undefined = file ? yield call(readHeader, file) : undefined
  const cheque = file && header ? { size: file.size, header } : undefined
  const errors = validateBank({ ...action.payload.fields, accountHolderName, cancelledChequeImage: cheque })
  if (Object.keys(errors).length > 0) {
    yield put(bankDetailFailed(errors))
    return
  }
  const form = new FormData()
  for (const [name, value] of Object.entries({ ...action.payload.fields, accountHolderName })) form.append(name, value)
  form.append('cancelledChequeImage', file!, file!.name)
  try {
    const answer: { message?: string } = yield call(addBankDetail, api, form)
    yield put(bankDetailSaved())
    yield* afterSave(answer.message || 'Bank details added successfully')
  } catch (error) {
    const refusal = asApiError(error)
    yield put(bankDetailFailed(refusal.errors))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
}

/** add_upi_detail {upiid}: the shared UPI rule first; the field is named upiid on the wire and here. */
function* saveUpi(action: ReturnType<typeof upiSubmitted>) {
  const { api } = yield* deps()
  const problem = validateUpi({ upiId: action.payload }).upiId
  if (problem) {
    yield put(upiFailed({ upiid: problem }))
    return
  }
  try {
    const answer: { message?: string } = yield call(addUpiDetail, api, action.payload.trim())
    yield put(upiSaved())
    yield* afterSave(answer.message || 'UPI ID added successfully')
  } catch (error) {
    const refusal = asApiError(error)
    yield put(upiFailed(refusal.errors))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
}

export function* bankSaga() {
  yield takeLatestRead(bankPageRequested.type, {
    send: api => Promise.all([fetchKycProfile(api), fetchBankDetails(api), fetchUpiList(api)]),
    loaded: ([profile, accounts, upis]) => bankPageLoaded({ profile: profile.data, accounts: accounts.data, upis: upis.data }),
    failed: bankPageFailed,
  })
  yield takeLeading(bankDetailSubmitted.type, saveBank)
  yield takeLeading(upiSubmitted.type, saveUpi)
}
