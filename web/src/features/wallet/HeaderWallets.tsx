import { useBalances } from './useBalances'

/** The header bar's wallet figures (spec section 2): Cash Wallet, Winning Amount, Reward Wallet. */
export function HeaderWallets() {
  const { cash, winning, reward, status } = useBalances()
  const figures = [
    ['Cash Wallet', cash],
    ['Winning Amount', winning],
    ['Reward Wallet', reward],
  ] as const
  return (
    <dl className="header-bar" aria-label="Wallets" aria-busy={status === 'loading'}>
      {figures.map(([label, value]) => (
        <div key={label} className="header-bar__item">
          <dt>{label}</dt>
          <dd title={status === 'failed' ? 'Balance could not be loaded' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
