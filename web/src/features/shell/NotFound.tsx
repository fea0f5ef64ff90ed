import { Link } from 'react-router-dom'
import './shell.css'

export function NotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">Sorry, The Page You're Looking For Cannot be Accessed</h1>
      <Link className="button button--primary" to="/">
        Back To Home
      </Link>
    </section>
  )
}
