import { Link } from 'react-router-dom'
import { SubscribeButton } from '../subscriber/SubscriberModal'
import './pages.css'

export function ComingSoon() {
  return (
    <section className="document">
      <h1>Coming Soon</h1>
      <p>This game is being built. Leave your details and we will tell you when it launches.</p>
      <p>
        <SubscribeButton className="button button--primary" />
      </p>
      <p>
        <Link to="/games">Back to games</Link>
      </p>
    </section>
  )
}
