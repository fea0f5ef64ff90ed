import { FILE_HEADER_BYTES, validateBank, validateUpi } from '@arena/domain'
import { call, put, select, takeLeading } from 'redux-saga/effects'
import { takeFile } from '../../app/fileStash'
import { sendChange, takeLatestRead } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { fetchKycProfile } from '../kyc/api'
import { addBankDetail, addUpiDetail, fetchBankDetails, fetchUpiList } from './api'
import {
  bankDetailFailed, bankDetailSaved, bankDetailSubmitted, bankPageFailed, bankPageLoaded, bankPageRequested, holderName,
  upiFailed, upiSaved, upiSubmitted, type BankPageState,
} from './slice'

/** Spec section 9: after a save the page reloads to /bankdetail 1 s later. */
export const BANK_SAVE_RELOAD_MS = 1000

const readHeader = (file: File): Promise<Uint8Array> => file.slice(0, FILE_HEADER_BYTES).arrayBuffer().then(buffer => new Uint8Array(buffer))

/** After the save's message: the page reloads. */
function* afterSave() {
  const { sleep, navigate } = yield* deps()
  yield call(sleep, BANK_SAVE_RELOAD_MS)
  yield call(navigate, '/bankdetail')
  yield put(bankPageRequested())
}

/** The shared bank rules (the cheque judged by its first bytes and size), then multipart add_bank_detail. */
function* saveBank(action: ReturnType<typeof bankDetailSubmitted>) {
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
  const saved: boolean = yield* sendChange({
    send: api => addBankDetail(api, form), fallback: 'Bank details added successfully', done: () => bankDetailSaved(), failed: refusal => bankDetailFailed(refusal.errors),
  })
  if (saved) yield* afterSave()
}

/** add_upi_detail {upiid}: the shared UPI rule first; the field is named upiid on the wire and here. */
function* saveUpi(action: ReturnType<typeof upiSubmitted>) {
  const problem = validateUpi({ upiId: action.payload }).upiId
  if (problem) {
    yield put(upiFailed({ upiid: problem }))
    return
  }
  const saved: boolean = yield* sendChange({
    send: api => addUpiDetail(api, action.payload.trim()), fallback: 'UPI ID added successfully', done: () => upiSaved(), failed: refusal => upiFailed(refusal.errors),
  })
  if (saved) yield* afterSave()
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
