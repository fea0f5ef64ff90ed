/**
 * The whole-contest test's script and its hand calculation. The market is the seeded simulation
 * of contestWorld.ts; the test first checks it still prints the prices below, so a change in the
 * simulation fails there, by name, instead of somewhere in the arithmetic.
 *
 * Trades per feed tick, at START + k minutes (last one of each pair in brackets):
 *   k=0  BTC 60370 60407 [60407]           ETH 3048 3049 3034 [3034]   <- orders are placed after this
 *   k=1  BTC 60458 60459 60429             ETH 3028 3033 [3033]
 *   k=2  BTC 60257                         -
 *   k=3  BTC 60129 60421                   ETH 3022 3014
 *   k=4  BTC 60566 60603                   -
 *   k=5  -                                 ETH 3019 3023 3035
 *   k=6  BTC 60572                         ETH 3038
 *   k=7  BTC 60477 60608 [60608 final]     -
 *   k=8  -                                 ETH 3035 3027 [3027 final]
 * A marketable limit fills at once at the last price; a resting limit fills at its own price when
 * a trade crosses it; a stop-loss sell triggers when a trade is at or below its stop and then
 * fills at that trade's price if it still meets the limit.
 */
export const CREATED = new Date('2026-03-02T04:30:00.000Z')
/** 11:00 to 12:00 India time. */
export const START = new Date('2026-03-02T05:30:00.000Z')
export const END = new Date('2026-03-02T06:30:00.000Z')
export const minute = (k: number) => new Date(START.getTime() + k * 60_000)
export const MARKET_TICKS = 8

export const contestForm = {
  contestName: 'Whole Contest Cup', startTime: '2026-03-02T11:00', endTime: '2026-03-02T12:00', entryFee: '100', winningAmount: '1000',
  levels: '500,300,200', virtualFund: '10000', pairs: 'BTCUSDT,ETHUSDT', max_particepate: '10', description: '<p>Trade BTC and ETH</p>',
}

export type Name = 'asha' | 'bala' | 'chitra' | 'devraj' | 'esha' | 'farid'
export const names: Name[] = ['asha', 'bala', 'chitra', 'devraj', 'esha', 'farid']

export interface OrderLine {
  symbol: 'BTCUSDT' | 'ETHUSDT'
  orderType: 'buy' | 'sell'
  price: string
  amount: string
  stopLoss?: string
  /** What the order-add answer says: filled at once or waiting. */
  placed: 'success' | 'pending'
  cancel?: true
}

const buy = (symbol: OrderLine['symbol'], amount: string, price: string, placed: OrderLine['placed']): OrderLine => ({ symbol, orderType: 'buy', price, amount, placed })
const sell = (symbol: OrderLine['symbol'], amount: string, price: string, stopLoss?: string): OrderLine => ({ symbol, orderType: 'sell', price, amount, placed: 'pending', ...(stopLoss ? { stopLoss } : {}) })
const BTC = 'BTCUSDT'
const ETH = 'ETHUSDT'

/** bala and chitra place identical orders, so they tie exactly. */
const twins: OrderLine[] = [
  buy(BTC, '0.05', '60500', 'success'), // now at 60407: -3020.35
  buy(ETH, '1', '3050', 'success'), //     now at 3034:  -3034.00
  sell(BTC, '0.05', '60450'), //           k=1 60458 >= 60450, at 60450: +3022.50
  buy(ETH, '0.5', '3020', 'pending'), //   k=3 3014 <= 3020, at 3020: -1510.00
  sell(ETH, '0.5', '3040'), //             never (ETH tops at 3038): cancelled at the end
]

export const orders: Record<Name, OrderLine[]> = {
  asha: [
    buy(BTC, '0.1', '60500', 'success'), //  now at 60407: -6040.70
    buy(BTC, '0.05', '60200', 'pending'), // k=3 60129 <= 60200, at 60200: -3010.00
    sell(BTC, '0.05', '60600'), //           k=4 60603 >= 60600, at 60600: +3030.00
    buy(ETH, '0.2', '3000', 'pending'), //   never (ETH bottoms at 3014): cancelled at the end
    buy(ETH, '0.01', '3100', 'success'), //  now at 3034: -30.34
  ],
  bala: twins,
  chitra: twins,
  // Two orders only: the best gain after asha's, but not a player (fewer than 5 orders).
  devraj: [
    buy(BTC, '0.1', '60500', 'success'), //  now at 60407: -6040.70
    sell(BTC, '0.1', '60600'), //            k=4 at 60600: +6060.00
  ],
  // Five orders, none ever filled: ranked, but no prize without a trade.
  esha: [buy(BTC, '0.01', '50000', 'pending'), buy(BTC, '0.01', '50000', 'pending'), buy(BTC, '0.01', '50000', 'pending'), buy(ETH, '0.1', '2500', 'pending'), buy(ETH, '0.1', '2500', 'pending')],
  farid: [
    buy(BTC, '0.1', '60500', 'success'), //  now at 60407: -6040.70
    sell(BTC, '0.1', '60100', '60300'), //   stop 60300: k=2 60257 triggers, 60257 >= 60100, at 60257: +6025.70
    buy(ETH, '1', '3040', 'success'), //     now at 3034: -3034.00
    buy(ETH, '0.2', '3000', 'pending'), //   never: cancelled at the end
    { ...buy(BTC, '0.001', '59000', 'pending'), cancel: true }, // cancelled by farid
  ],
}

export interface Figures {
  value: string
  gain: string
}

/**
 * After k=2 (BTC 60257, ETH 3033), value = USDT + holdings x last price:
 *   asha   3928.96 (10000 - 6040.70 - 30.34) + 0.1 x 60257 + 0.01 x 3033 = 9984.99   -0.1501%
 *   twins  6968.15 (10000 - 3020.35 - 3034 + 3022.50) + 1 x 3033       = 10001.15  +0.0115%
 *   esha   10000                                                                    0%
 *   farid  6951.00 (10000 - 6040.70 + 6025.70 - 3034) + 1 x 3033       = 9984.00   -0.16%
 * Board: bala = chitra 1, esha 3, asha 4, farid 5. If it ended now the eligible order would be
 * the twins, asha, farid: the twins share 500 + 300 (400 each), asha gets 200.
 */
export const afterTick2 = {
  /** [name, rank, portfoliovalue, winner_amount] as leaderboard-data shows them. */
  board: [
    ['bala', 1, '10001.150', '400.00'], ['chitra', 1, '10001.150', '400.00'], ['esha', 3, '10000.000', '0.00'],
    ['asha', 4, '9984.990', '200.00'], ['farid', 5, '9984.000', '0.00'],
  ],
  /** The header figures pushed to asha: value 3 places, gain 3 places. */
  asha: { portfoliovalue: '9984.990', per: '-0.150' },
}

/** Each account when trading stops (USDT counts what pending orders reserve; see the sums below). */
export const accountsAtEnd: Record<Name, { usdt: string; holdings: Record<string, string> }> = {
  asha: { usdt: '3948.96000000', holdings: { BTCUSDT: '0.10000000', ETHUSDT: '0.01000000' } },
  bala: { usdt: '5458.15000000', holdings: { ETHUSDT: '1.50000000' } },
  chitra: { usdt: '5458.15000000', holdings: { ETHUSDT: '1.50000000' } },
  devraj: { usdt: '10019.30000000', holdings: {} },
  esha: { usdt: '10000.00000000', holdings: {} },
  farid: { usdt: '6951.00000000', holdings: { ETHUSDT: '1.00000000' } },
}

/**
 * At the end (BTC 60608, ETH 3027):
 *   asha   3948.96 (10000 - 6040.70 - 3010 + 3030 - 30.34) + 0.1 x 60608 + 0.01 x 3027 = 10040.03   +0.4003%
 *   twins  5458.15 (10000 - 3020.35 - 3034 + 3022.50 - 1510) + 1.5 x 3027          = 9998.65    -0.0135%
 *   devraj 10019.30 (10000 - 6040.70 + 6060), holds nothing                          = 10019.30   +0.193%
 *   esha   10000                                                                                 0%
 *   farid  6951.00 + 1 x 3027                                                        = 9978.00    -0.22%
 * Ranks among players (5+ orders) by gain: asha 1, esha 2, bala = chitra 3, farid 5; devraj,
 * not a player, after them (6). Prizes skip esha (no fill): asha 500; bala and chitra hold the
 * 2nd and 3rd prize places and share 300 + 200 = 250 each; farid (4th eligible) nothing.
 */
export const final: Record<Name, { value: string; gain: string; rank: number; prize: string; orders: number; fills: number }> = {
  asha: { value: '10040.03', gain: '0.4003', rank: 1, prize: '500.00', orders: 5, fills: 4 },
  esha: { value: '10000', gain: '0', rank: 2, prize: '0.00', orders: 5, fills: 0 },
  bala: { value: '9998.65', gain: '-0.0135', rank: 3, prize: '250.00', orders: 5, fills: 4 },
  chitra: { value: '9998.65', gain: '-0.0135', rank: 3, prize: '250.00', orders: 5, fills: 4 },
  farid: { value: '9978', gain: '-0.22', rank: 5, prize: '0.00', orders: 5, fills: 3 },
  devraj: { value: '10019.3', gain: '0.193', rank: 6, prize: '0.00', orders: 2, fills: 2 },
}

/**
 * Wallets: each player gets the 50 registration bonus (reward) and deposits 100 (cash). The fee
 * of 100 takes reward up to 50% of the fee, then winning, then cash, among the ticked wallets:
 * all ticked: reward 50 + cash 50; bala ticks cash only: cash 100. Then the prizes (winning).
 */
export const ticked: Record<Name, { cash?: boolean; winning?: boolean; reward?: boolean }> = {
  asha: { cash: true, winning: true, reward: true }, bala: { cash: true }, chitra: { cash: true, winning: true, reward: true },
  devraj: { cash: true, winning: true, reward: true }, esha: { cash: true, winning: true, reward: true }, farid: { cash: true, winning: true, reward: true },
}
export const split = { allTicked: { reward: '50.00', winning: '0.00', cash: '50.00' }, cashOnly: { reward: '0.00', winning: '0.00', cash: '100.00' } }
export const walletsAtEnd: Record<Name, { balance: string; winningamount: string; bonus: string }> = {
  asha: { balance: '50.00', winningamount: '500.00', bonus: '0.00' },
  bala: { balance: '0.00', winningamount: '250.00', bonus: '50.00' },
  chitra: { balance: '50.00', winningamount: '250.00', bonus: '0.00' },
  devraj: { balance: '50.00', winningamount: '0.00', bonus: '0.00' },
  esha: { balance: '50.00', winningamount: '0.00', bonus: '0.00' },
  farid: { balance: '50.00', winningamount: '0.00', bonus: '0.00' },
}
