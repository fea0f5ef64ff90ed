import { Link } from 'react-router-dom'
import { Section } from './Section'
import { Tiles } from './Tiles'

const kinds = [
  { title: 'Live', text: 'Contests running now. Jump in while seats are open and trade until the countdown ends.' },
  { title: 'Upcoming', text: 'Contests that start soon. Join early to secure a seat before the start time.' },
  { title: 'Past', text: 'Finished contests with their final leaderboards and prize winners.' },
]

/** Describes the contest lists; the lists themselves need a signed-in player, so no contest data is shown here. */
export function ContestSection() {
  return (
    <Section id="contest" title="Contest">
      <p className="landing-section__lead">
        Each contest has its own entry fee, virtual fund, number of seats and prize table, all shown before you join. You can
        take part in several contests at once, and a cancelled contest is refunded in full.
      </p>
      <Tiles tiles={kinds} />
      <Link className="button button--primary" to="/login">
        Sign in to see contests
      </Link>
    </Section>
  )
}
