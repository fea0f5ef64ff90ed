import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { requestReducers, type RequestState } from '../../app/requestState'
import { loggedOut } from '../session/slice'
import { walletBalancePushed } from '../wallet/slice'
import type { KycProfile, KycStep } from './api'

export interface StepForm {
  status: 'idle' | 'sending' | 'failed'
  /** Field-keyed texts beside the fields: the shared rules' on the client, the server's after a refusal. */
  errors: Record<string, string>
}

export interface PhoneForm {
  /** 'otp' once a code was sent: the number is read-only and the OTP box shows. */
  stage: 'number' | 'otp'
  sending: boolean
  countryCode: string
  mobile: string
  errors: Record<string, string>
}

export interface KycState extends RequestState {
  profile: KycProfile | null
  phone: PhoneForm
  steps: Record<KycStep, StepForm>
}

const idleStep: StepForm = { status: 'idle', errors: {} }
const idlePhone: PhoneForm = { stage: 'number', sending: false, countryCode: '91', mobile: '', errors: {} }
export const initialKycState: KycState = {
  profile: null,
  status: 'idle',
  error: null,
  phone: idlePhone,
  steps: { photoId: idleStep, address: idleStep, pan: idleStep, video: idleStep },
}

/** A step's form: text fields, and files by field name as ids in app/fileStash. */
export interface StepSubmission {
  step: KycStep
  fields: Record<string, string>
  files: Record<string, string>
}

const slice = createSlice({
  name: 'kyc',
  initialState: initialKycState,
  reducers: {
    ...requestReducers('kyc', { store: (state: KycState, profile: KycProfile) => { state.profile = profile } }),
    phoneOtpRequested: (state, action: PayloadAction<{ countryCode: string; mobile: string }>) => {
      state.phone = { ...state.phone, ...action.payload, sending: true, errors: {} }
    },
    phoneOtpSent: state => {
      state.phone = { ...state.phone, stage: 'otp', sending: false, errors: {} }
    },
    phoneOtpSubmitted: (state, _action: PayloadAction<string>) => {
      state.phone = { ...state.phone, sending: true, errors: {} }
    },
    phoneVerified: state => {
      state.phone = idlePhone
    },
    phoneFailed: (state, action: PayloadAction<Record<string, string>>) => {
      state.phone = { ...state.phone, sending: false, errors: action.payload }
    },
    /** The cross beside the number: back to entering a number. */
    phoneReset: state => {
      state.phone = { ...idlePhone, countryCode: state.phone.countryCode, mobile: state.phone.mobile }
    },
    stepSubmitted: (state, action: PayloadAction<StepSubmission>) => {
      state.steps[action.payload.step] = { status: 'sending', errors: {} }
    },
    stepSucceeded: (state, action: PayloadAction<KycStep>) => {
      state.steps[action.payload] = idleStep
    },
    stepFailed: (state, action: PayloadAction<{ step: KycStep; errors: Record<string, string> }>) => {
      state.steps[action.payload.step] = { status: 'failed', errors: action.payload.errors }
    },
  },
  extraReducers: builder => {
    // Nothing of one account may show to whoever signs in next on this tab.
    builder.addCase(loggedOut, () => initialKycState)
    // The spec's per-user event carries kycCompleteStatus: the dashboard tile changes when an admin completes the KYC.
    builder.addCase(walletBalancePushed, (state, action) => {
      const status = (action.payload as { kycCompleteStatus?: unknown } | null)?.kycCompleteStatus
      if (state.profile && (status === 'complete' || status === 'pending')) state.profile.kycCompleteStatus = status
    })
  },
})

export const {
  kycRequested, kycLoaded, kycFailed, phoneOtpRequested, phoneOtpSent, phoneOtpSubmitted, phoneVerified, phoneFailed, phoneReset,
  stepSubmitted, stepSucceeded, stepFailed,
} = slice.actions
export const kycReducer = slice.reducer
export const selectKyc = (state: { kyc: KycState }) => state.kyc
