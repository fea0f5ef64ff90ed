// The trading screens; the chart library they draw with goes into its own vendor chunk (vite.config.ts).
export { ExchangePage } from '../../features/exchange/ExchangePage'
export { ChartOnlyPage } from '../../features/exchange/ChartOnlyPage'
export { MobileExchangePage } from '../../features/exchange/MobileExchangePage'
export { ProfitLossMobilePage } from '../../features/exchange/ProfitLossMobilePage'
