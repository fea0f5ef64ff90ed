import { Decimal } from '@arena/domain'
import type { SnapshotStore } from '@arena/eventstore'
import { StoredSnapshots, type Logger, type StateCodec } from '@arena/service-kit'
import type { Wallets } from '../domain/deltas'
import type { ResponsiblePlayState } from '../domain/responsiblePlay'
import type { DepositState, FeeState, TaxYear, WalletState, WithdrawalState } from '../domain/state'

/**
 * Names the wallet's fold (domain/state.ts `evolve`) and the encoding below. Change it with any
 * change to either: snapshots under the old name are then ignored and every wallet is folded from
 * its events once, and snapshotted again under the new name.
 */
export const WALLET_FOLD_VERSION = 'wallet-1'

/** Plain decimal strings: the domain's Decimal never writes exponents; `valueOf` keeps a zero's sign. */
const money = (value: Decimal): string => value.valueOf()

interface TaxYearJson { opening: string; carriedIn: string; deposits: string; withdrawn: string; taxed: string }

/** WalletState as JSON: Maps as entry lists (their order kept), Sets as lists, Decimals as strings. */
export interface WalletStateJson {
  wallets: { cash: string; winning: string; reward: string }
  held: string
  processed: string[]
  deposits: [string, DepositState][]
  withdrawals: [string, WithdrawalState][]
  fees: [string, FeeState][]
  prizes: string[]
  bonuses: string[]
  responsiblePlay: ResponsiblePlayState
  taxYears: [string, TaxYearJson][]
  closedYears: string[]
}

const walletsOf = (json: WalletStateJson['wallets']): Wallets => ({ cash: new Decimal(json.cash), winning: new Decimal(json.winning), reward: new Decimal(json.reward) })

function list<T>(json: unknown, name: string): T[] {
  if (!Array.isArray(json)) throw new TypeError(`wallet snapshot: ${name} is not a list`)
  return json as T[]
}

export const walletStateCodec: StateCodec<WalletState> = {
  foldVersion: WALLET_FOLD_VERSION,
  toJSON: (state): WalletStateJson => ({
    wallets: { cash: money(state.wallets.cash), winning: money(state.wallets.winning), reward: money(state.wallets.reward) },
    held: money(state.held),
    processed: [...state.processed],
    deposits: [...state.deposits],
    withdrawals: [...state.withdrawals],
    fees: [...state.fees],
    prizes: [...state.prizes],
    bonuses: [...state.bonuses],
    responsiblePlay: state.responsiblePlay,
    taxYears: [...state.taxYears].map(([fy, y]) => [fy, { opening: money(y.opening), carriedIn: money(y.carriedIn), deposits: money(y.deposits), withdrawn: money(y.withdrawn), taxed: money(y.taxed) }]),
    closedYears: [...state.closedYears],
  }),
  fromJSON: (value): WalletState => {
    const json = value as WalletStateJson
    if (typeof json !== 'object' || json === null || typeof json.held !== 'string' || typeof json.wallets !== 'object' || typeof json.responsiblePlay !== 'object') {
      throw new TypeError('wallet snapshot: not a wallet state')
    }
    return {
      wallets: walletsOf(json.wallets),
      held: new Decimal(json.held),
      processed: new Set(list<string>(json.processed, 'processed')),
      deposits: new Map(list<[string, DepositState]>(json.deposits, 'deposits')),
      withdrawals: new Map(list<[string, WithdrawalState]>(json.withdrawals, 'withdrawals')),
      fees: new Map(list<[string, FeeState]>(json.fees, 'fees')),
      prizes: new Set(list<string>(json.prizes, 'prizes')),
      bonuses: new Set(list<string>(json.bonuses, 'bonuses')),
      responsiblePlay: json.responsiblePlay,
      taxYears: new Map(list<[string, TaxYearJson]>(json.taxYears, 'taxYears').map(([fy, y]): [string, TaxYear] => [fy, {
        opening: new Decimal(y.opening), carriedIn: new Decimal(y.carriedIn), deposits: new Decimal(y.deposits), withdrawn: new Decimal(y.withdrawn), taxed: new Decimal(y.taxed),
      }])),
      closedYears: new Set(list<string>(json.closedYears, 'closedYears')),
    }
  },
}

/** The wallet streams' snapshots: `every` events (default 100) in `store`. */
export const walletSnapshots = (store: SnapshotStore, logger: Pick<Logger, 'warn' | 'error'>, every?: number): StoredSnapshots<WalletState> =>
  new StoredSnapshots({ store, codec: walletStateCodec, logger, ...(every === undefined ? {} : { every }) })
