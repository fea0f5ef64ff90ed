import type { BankEvent, BankStatus } from '@arena/contracts'
import { refuse } from './errors'

export interface BankRecord {
  id: string
  bankName: string
  accountNo: string
  accountHolderName: string
  ifscCode: string
  branchName: string
  chequeFile: string
  status: BankStatus
  rejectReason: string
  date: string
}

export interface UpiRecord {
  id: string
  upiId: string
  date: string
}

/** A player's payout details: a fold of `bank-<userId>`, oldest first. */
export interface BankState {
  accounts: BankRecord[]
  upis: UpiRecord[]
}

export const initialBank: BankState = { accounts: [], upis: [] }

export function evolveBank(state: BankState, event: BankEvent): BankState {
  switch (event.type) {
    case 'BankDetailAdded': {
      const { bankId, at, ...rest } = event.data
      return { ...state, accounts: [...state.accounts, { id: bankId, ...rest, status: 'pending', rejectReason: '', date: at }] }
    }
    case 'BankDetailAccepted':
      return review(state, event.data.bankId, 'accepted', '')
    case 'BankDetailRejected':
      return review(state, event.data.bankId, 'rejected', event.data.reason)
    case 'UpiDetailAdded':
      return { ...state, upis: [...state.upis, { id: event.data.upiDetailId, upiId: event.data.upiId, date: event.data.at }] }
    default: {
      const never: never = event
      throw new Error(`unknown bank event ${JSON.stringify(never)}`)
    }
  }
}

const review = (state: BankState, id: string, status: BankStatus, rejectReason: string): BankState => ({
  ...state,
  accounts: state.accounts.map(account => (account.id === id ? { ...account, status, rejectReason } : account)),
})

export type BankCommand =
  | { type: 'AddBankDetail'; record: Omit<BankRecord, 'status' | 'rejectReason' | 'date'>; at: string }
  | { type: 'ReviewBankDetail'; bankId: string; decision: 'accepted' | 'rejected'; reason: string; by: string; at: string }
  | { type: 'AddUpiDetail'; upiDetailId: string; upiId: string; at: string }

export function decideBank(command: BankCommand, state: BankState): BankEvent[] {
  switch (command.type) {
    case 'AddBankDetail': {
      const { id, ...rest } = command.record
      // A rejected account may be sent again (corrected); a pending or accepted one is already there.
      const twin = state.accounts.find(a => a.status !== 'rejected' && a.accountNo === rest.accountNo && a.ifscCode === rest.ifscCode)
      if (twin) refuse('BANK_DUPLICATE')
      return [{ type: 'BankDetailAdded', data: { bankId: id, ...rest, at: command.at } }]
    }
    case 'ReviewBankDetail': {
      const account = state.accounts.find(a => a.id === command.bankId)
      if (!account) return refuse('BANK_NOT_FOUND')
      if (account.status !== 'pending') refuse('BANK_NOT_PENDING')
      const { bankId, by, at } = command
      return command.decision === 'accepted'
        ? [{ type: 'BankDetailAccepted', data: { bankId, by, at } }]
        : [{ type: 'BankDetailRejected', data: { bankId, reason: command.reason, by, at } }]
    }
    case 'AddUpiDetail': {
      if (state.upis.some(u => u.upiId.toLowerCase() === command.upiId.toLowerCase())) refuse('UPI_DUPLICATE')
      return [{ type: 'UpiDetailAdded', data: { upiDetailId: command.upiDetailId, upiId: command.upiId, at: command.at } }]
    }
    default: {
      const never: never = command
      throw new Error(`unknown bank command ${JSON.stringify(never)}`)
    }
  }
}
