import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import './shell.css'

/** Stands in for a screen whose feature does not exist yet, saying so instead of showing made-up data. */
export function NotBuilt({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="not-built" aria-labelledby="not-built-title">
      <h1 id="not-built-title">{title}</h1>
      <p>This part of the product is not built yet.</p>
      {children}
      <Link to="/">Back to the home page</Link>
    </section>
  )
}
