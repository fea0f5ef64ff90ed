import type { ReactNode } from 'react'
import type { ExternalLink } from './externalLinks'

/** Opens off-site pages in a new tab without handing them this window. */
export function ExternalAnchor({ link, className, children }: { link: ExternalLink; className?: string; children?: ReactNode }) {
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children ?? link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
