import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'
import type { TickedWallets, WalletName } from '@arena/domain'
import { NO_TICKS } from './feePreview'
import type { LoadStatus } from './listsSlice'
import type { ContestDto, Place, WalletBalanceDto } from './model'

/** The participate modal (spec section 5) and the Play Now calls in flight. */
export interface ParticipateState {
  /** The contest being joined and where its button was, which decides the reload; null when closed. */
  open: { contest: ContestDto; place: Place } | null
  balances: WalletBalanceDto | null
  balancesStatus: LoadStatus
  balancesError: string | null
  ticked: TickedWallets
  /** The Participate button is disabled while this is true (spec section 5). */
  sending: boolean
  /** Contest ids whose Play Now is telling the server before the exchange opens. */
  starting: Record<string, true>
  /**
   * The once-only declaration a paid contest asks for: shown when the server answers 428 (no
   * birth date and state on file), sent before the join is tried again.
   */
  declaration: DeclarationForm
}

export interface DeclarationForm {
  needed: boolean
  /** The server's reason for asking, shown above the fields. */
  message: string
  dob: string
  state: string
  errors: Record<string, string>
}

export const emptyDeclaration: DeclarationForm = { needed: false, message: '', dob: '', state: '', errors: {} }

export const initialParticipateState: ParticipateState = {
  open: null,
  balances: null,
  balancesStatus: 'idle',
  balancesError: null,
  ticked: NO_TICKS,
  sending: false,
  starting: {},
  declaration: emptyDeclaration,
}

/** Spec section 9: after joining, the live list reloads after 1 s, the upcoming list and the contest page after 2 s. */
export const RELOAD_AFTER_JOIN_MS: Record<Place, number> = { live: 1000, upcoming: 2000, detail: 2000, my: 2000, past: 2000 }

const slice = createSlice({
  name: 'contestParticipate',
  initialState: initialParticipateState,
  reducers: {
    participateOpened: (_state, action: PayloadAction<{ contest: ContestDto; place: Place }>) => ({
      ...initialParticipateState,
      starting: _state.starting,
      open: action.payload,
      balancesStatus: 'loading' as const,
    }),
    participateClosed: state => {
      // Closing while the request runs would hide its answer; the dialog waits for it.
      if (!state.sending) state.open = null
    },
    balancesLoaded: (state, action: PayloadAction<WalletBalanceDto>) => {
      state.balances = action.payload
      state.balancesStatus = 'loaded'
    },
    balancesFailed: (state, action: PayloadAction<string>) => {
      state.balancesStatus = 'failed'
      state.balancesError = action.payload
    },
    walletTicked: (state, action: PayloadAction<{ wallet: WalletName; checked: boolean }>) => {
      state.ticked[action.payload.wallet] = action.payload.checked
    },
    participateRequested: state => {
      if (state.open) state.sending = true
    },
    participateSucceeded: state => {
      state.sending = false
      state.open = null
    },
    participateFailed: state => {
      state.sending = false
    },
    /** The server has no declaration: the modal shows the two fields with their errors, if any. */
    declarationAsked: (state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) => {
      state.sending = false
      state.declaration = { ...state.declaration, needed: true, message: action.payload.message, errors: action.payload.errors ?? {} }
    },
    declarationEdited: (state, action: PayloadAction<{ field: 'dob' | 'state'; value: string }>) => {
      state.declaration[action.payload.field] = action.payload.value
      delete state.declaration.errors[action.payload.field]
    },
    playNowRequested: (state, action: PayloadAction<{ contestId: string; pairRealName: string }>) => {
      state.starting[action.payload.contestId] = true
    },
    playNowSettled: (state, action: PayloadAction<string>) => {
      delete state.starting[action.payload]
    },
  },
  extraReducers: resetOnLogout(initialParticipateState),
})

export const {
  participateOpened,
  participateClosed,
  balancesLoaded,
  balancesFailed,
  walletTicked,
  participateRequested,
  participateSucceeded,
  participateFailed,
  declarationAsked,
  declarationEdited,
  playNowRequested,
  playNowSettled,
} = slice.actions
export const contestParticipateReducer = slice.reducer
