import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { mobileInput, OTP_LENGTH, USERNAME_MAX } from '@arena/domain'
import { DEFAULT_COUNTRY_ISO } from './countries'

export type AuthTab = 'signIn' | 'signUp'
/** address: the Get OTP / Log in state; otp: the OTP box is shown and the address is read-only. */
export type AuthStep = 'address' | 'otp'
export type AuthField = 'mobile' | 'email' | 'otp' | 'name' | 'referralBy' | 'terms'

export interface AuthValues {
  mobile: string
  email: string
  otp: string
  /** The username; the registration payload calls it name. */
  name: string
  referralBy: string
  terms: boolean
}

/** The sealed echoes the first step returns; the second step sends them back with the OTP. */
export interface OtpTicket {
  encrypted_otp: string
  encrypted_mobile: string
  encrypted_countryCode: string
}

/** The sign-in / sign-up form of spec section 2, kept in the store so sagas and tests see one truth. */
export interface AuthState {
  modalOpen: boolean
  tab: AuthTab
  countryIso: string
  values: AuthValues
  step: AuthStep
  /** The server's registerStatus after the sign-up first step; false = a new user. */
  registered: boolean | null
  ticket: OtpTicket | null
  sending: boolean
  /** Client errors show for a field once it was edited, and for every field after a submit. */
  touched: Partial<Record<AuthField, boolean>>
  attempted: boolean
  serverErrors: Partial<Record<string, string>>
}

const emptyValues: AuthValues = { mobile: '', email: '', otp: '', name: '', referralBy: '', terms: false }

export const initialAuthState: AuthState = {
  modalOpen: false,
  tab: 'signIn',
  countryIso: DEFAULT_COUNTRY_ISO,
  values: emptyValues,
  step: 'address',
  registered: null,
  ticket: null,
  sending: false,
  touched: {},
  attempted: false,
  serverErrors: {},
}

/** The caps the spec puts on typing: mobile digits without a leading 0, OTP 6, username 10. */
function capped(field: AuthField, value: string): string {
  if (field === 'mobile') return mobileInput(value)
  if (field === 'otp') return value.replace(/\D/g, '').slice(0, OTP_LENGTH)
  if (field === 'name') return value.slice(0, USERNAME_MAX)
  return value
}

/** A fresh form on `tab`; a referral code survives, since it came from the link the visitor followed. */
const freshForm = (state: AuthState, tab: AuthTab): AuthState => ({
  ...initialAuthState,
  modalOpen: state.modalOpen,
  tab,
  countryIso: state.countryIso,
  values: { ...emptyValues, referralBy: state.values.referralBy },
})

const slice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signInOpened: (state, action: PayloadAction<AuthTab | undefined>) => ({ ...freshForm(state, action.payload ?? state.tab), modalOpen: true }),
    signInClosed: state => (state.sending ? { ...state, modalOpen: false } : { ...freshForm(state, state.tab), modalOpen: false }),
    tabChanged: (state, action: PayloadAction<AuthTab>) => freshForm(state, action.payload),
    /** /referral/{refer}: the Sign Up tab with the referral field filled in. */
    referralPrefilled: (state, action: PayloadAction<string>) => ({
      ...freshForm(state, 'signUp'),
      values: { ...emptyValues, referralBy: action.payload },
    }),
    countryChanged: (state, action: PayloadAction<string>) => {
      if (state.step !== 'address') return
      state.countryIso = action.payload
      state.values.mobile = ''
      state.values.email = ''
      state.touched = {}
      state.serverErrors = {}
    },
    fieldChanged: (state, action: PayloadAction<{ field: AuthField; value: string | boolean }>) => {
      const { field, value } = action.payload
      if (field === 'terms') state.values.terms = value === true
      else state.values[field] = capped(field, String(value))
      state.touched[field] = true
      delete state.serverErrors[field]
    },
    /** Sent by the form with the page it is on, which decides where a successful login goes. */
    authSubmitted: (state, _action: PayloadAction<{ pathname: string }>) => {
      state.attempted = true
    },
    otpResendRequested: state => state,
    /** The cross icon next to the number: back to the Get OTP state, the number editable again. */
    addressReset: state => ({
      ...state,
      step: 'address' as const,
      registered: null,
      ticket: null,
      attempted: false,
      touched: {},
      serverErrors: {},
      values: { ...state.values, otp: '', name: '', terms: false },
    }),
    requestStarted: state => {
      state.sending = true
    },
    otpSent: (state, action: PayloadAction<{ ticket: OtpTicket; registered: boolean | null }>) => {
      state.sending = false
      state.step = 'otp'
      state.ticket = action.payload.ticket
      state.registered = action.payload.registered
      state.values.otp = ''
      state.attempted = false
      state.touched = {}
      state.serverErrors = {}
    },
    requestFailed: (state, action: PayloadAction<Partial<Record<string, string>>>) => {
      state.sending = false
      state.serverErrors = action.payload
    },
    signedIn: () => initialAuthState,
  },
})

export const {
  signInOpened,
  signInClosed,
  tabChanged,
  referralPrefilled,
  countryChanged,
  fieldChanged,
  authSubmitted,
  otpResendRequested,
  addressReset,
  requestStarted,
  otpSent,
  requestFailed,
  signedIn,
} = slice.actions
export const authReducer = slice.reducer
