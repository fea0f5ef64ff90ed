import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'
import { requestReducers, type RequestState } from '../../app/requestState'

/** The Profile entity's fields this screen reads (spec section 3); the server sends more. */
export interface Profile {
  _id: string
  name: string
  fname: string
  lname: string
  dob: string
  gender: string
  email: string
  mobile: string
  countryCode: string
  /** A server path such as /api/profile-image/<file>, or '' when there is none. */
  profileImage: string
  referralCode: string
  userBlock: string
  /** Whether a password is set: the change form then asks for the old one. */
  hasPassword?: boolean
}

export type ChangeKind = 'mobile' | 'email' | 'password'

/**
 * Changing the mobile, email or password (persional-data-update) in two steps: the form, then
 * the OTP the server sent (to the new address, or to the registered mobile for a password).
 */
export interface ChangeForm {
  kind: ChangeKind | null
  stage: 'form' | 'otp'
  sending: boolean
  /** What step 1 sent, sent again with the OTP (and for Resend OTP). */
  fields: Record<string, string>
  encryptedOtp: string | null
  /** The masked address the code went to. */
  sentTo: string
  /** Field-keyed texts; `form` for a refusal that belongs to no field. */
  errors: Record<string, string>
}

export const idleChange: ChangeForm = { kind: null, stage: 'form', sending: false, fields: {}, encryptedOtp: null, sentTo: '', errors: {} }

export type ImageAction = 'idle' | 'uploading' | 'removing'

export interface ProfileState extends RequestState {
  data: Profile | null
  image: { action: ImageAction; error: string | null }
  deleting: boolean
  change: ChangeForm
}

export const initialProfileState: ProfileState = { data: null, status: 'idle', error: null, image: { action: 'idle', error: null }, deleting: false, change: idleChange }

const slice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    ...requestReducers('profile', { store: (state: ProfileState, profile: Profile) => { state.data = profile } }),
    /** Carries the id of the file in app/fileStash; the saga checks it with the shared upload rules. */
    profileImageChosen: (state, _action: PayloadAction<string>) => {
      state.image = { action: 'uploading', error: null }
    },
    profileImageUpdated: (state, action: PayloadAction<string>) => {
      state.image = { action: 'idle', error: null }
      if (state.data) state.data.profileImage = action.payload
    },
    profileImageRemoveRequested: state => {
      state.image = { action: 'removing', error: null }
    },
    profileImageRemoved: state => {
      state.image = { action: 'idle', error: null }
      if (state.data) state.data.profileImage = ''
    },
    /** A refused upload or removal: the reason shows under the image (type and size per spec section 5). */
    profileImageFailed: (state, action: PayloadAction<string>) => {
      state.image = { action: 'idle', error: action.payload }
    },
    accountDeleteRequested: state => {
      state.deleting = true
    },
    accountDeleteFailed: state => {
      state.deleting = false
    },
    changeOpened: (state, action: PayloadAction<ChangeKind>) => {
      state.change = { ...idleChange, kind: action.payload }
    },
    changeClosed: state => {
      state.change = idleChange
    },
    /** Step 1, and Resend OTP: the saga checks the fields with the shared rules, then asks for a code. */
    changeRequested: (state, action: PayloadAction<Record<string, string>>) => {
      state.change = { ...state.change, fields: action.payload, sending: true, errors: {} }
    },
    changeOtpSent: (state, action: PayloadAction<{ encryptedOtp: string; sentTo: string }>) => {
      state.change = { ...state.change, ...action.payload, stage: 'otp', sending: false, errors: {} }
    },
    changeOtpSubmitted: (state, _action: PayloadAction<string>) => {
      state.change = { ...state.change, sending: true, errors: {} }
    },
    changeApplied: state => {
      state.change = idleChange
    },
    changeFailed: (state, action: PayloadAction<Record<string, string>>) => {
      state.change = { ...state.change, sending: false, errors: action.payload }
    },
  },
  extraReducers: resetOnLogout(initialProfileState),
})

export const {
  profileRequested,
  profileLoaded,
  profileFailed,
  profileImageChosen,
  profileImageUpdated,
  profileImageRemoveRequested,
  profileImageRemoved,
  profileImageFailed,
  accountDeleteRequested,
  accountDeleteFailed,
  changeOpened,
  changeClosed,
  changeRequested,
  changeOtpSent,
  changeOtpSubmitted,
  changeApplied,
  changeFailed,
} = slice.actions
export const profileReducer = slice.reducer

export const selectProfile = (state: { profile: ProfileState }) => state.profile
