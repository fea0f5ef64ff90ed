/** How a simulated pair looks: prices in integer ticks, quantities in integer lot steps. */
export interface Instrument {
  symbol: string
  /** Starting price, in the same decimal form Binance quotes it. */
  price: string
  priceDecimals: number
  qtyDecimals: number
  /** A typical trade, in base units. */
  typicalQty: string
  /** Standard deviation of one trade's relative price move. */
  volatility: number
}

/** Prices near the market in 2024; tick and lot sizes as Binance spot lists them. */
export const instruments: readonly Instrument[] = [
  { symbol: 'BTCUSDT', price: '67250.00', priceDecimals: 2, qtyDecimals: 5, typicalQty: '0.02', volatility: 0.00008 },
  { symbol: 'ETHUSDT', price: '3480.00', priceDecimals: 2, qtyDecimals: 4, typicalQty: '0.35', volatility: 0.0001 },
  { symbol: 'BNBUSDT', price: '585.00', priceDecimals: 2, qtyDecimals: 3, typicalQty: '1.5', volatility: 0.0001 },
  { symbol: 'SOLUSDT', price: '152.00', priceDecimals: 2, qtyDecimals: 3, typicalQty: '6', volatility: 0.00014 },
  { symbol: 'XRPUSDT', price: '0.5230', priceDecimals: 4, qtyDecimals: 0, typicalQty: '1500', volatility: 0.00014 },
  { symbol: 'ADAUSDT', price: '0.4510', priceDecimals: 4, qtyDecimals: 1, typicalQty: '2000', volatility: 0.00015 },
  { symbol: 'DOGEUSDT', price: '0.12340', priceDecimals: 5, qtyDecimals: 0, typicalQty: '8000', volatility: 0.00018 },
  { symbol: 'TRXUSDT', price: '0.1580', priceDecimals: 4, qtyDecimals: 1, typicalQty: '5000', volatility: 0.0001 },
  { symbol: 'DOTUSDT', price: '6.250', priceDecimals: 3, qtyDecimals: 2, typicalQty: '120', volatility: 0.00015 },
  { symbol: 'MATICUSDT', price: '0.5200', priceDecimals: 4, qtyDecimals: 1, typicalQty: '1500', volatility: 0.00016 },
]

/** Decimal text to an integer count of 10^-decimals units (exact: string arithmetic, no floats). */
export function toUnits(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
}

/** Integer units back to decimal text with 8 places, the way Binance writes every figure. */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).padEnd(8, '0').slice(0, Math.max(8, decimals))
  return `${negative ? '-' : ''}${whole}.${fraction}`
}
