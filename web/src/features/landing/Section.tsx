import type { ReactNode } from 'react'

/** A landing section reachable as #id and announced as a region named by its heading. */
export function Section({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`landing-section ${className}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}
