import { useEffect, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { WalletSummary, WalletTabs } from './WalletSummary'
import './wallet.css'

/** Moves to the table a summary button named (/wallet#winning-history): the router does not scroll to hashes. */
function useHashTarget() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    if (!target) return
    target.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
  }, [hash])
}

/** A full wallet screen: the heading, the summary strip, the tab links, then the screen's own part. */
export function WalletLayout({ title, children }: { title: string; children: ReactNode }) {
  useHashTarget()
  return (
    <article className="wallet-page" aria-labelledby="wallet-page-title">
      <h1 id="wallet-page-title">{title}</h1>
      <WalletSummary />
      <WalletTabs />
      {children}
    </article>
  )
}

/** A table-only screen (the spec's *Table routes): the table and a way back to the wallet. */
export function TableScreen({ title, back, children }: { title: string; back: { to: string; label: string }; children: ReactNode }) {
  return (
    <article className="wallet-page" aria-labelledby="wallet-page-title">
      <div className="wallet-page__head">
        <h1 id="wallet-page-title">{title}</h1>
        <Link to={back.to}>{back.label}</Link>
      </div>
      {children}
    </article>
  )
}
