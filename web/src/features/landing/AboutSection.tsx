import { Link } from 'react-router-dom'
import { BRAND } from '../../app/site'
import { Section } from './Section'
import { Tiles } from './Tiles'

const facts = [
  { title: 'Same start for everyone', text: 'Every player in a contest gets the same virtual fund in USDT and the same time window.' },
  { title: 'Live market prices', text: 'Orders fill against live crypto prices, so your result reflects real market moves.' },
  { title: 'Real prizes in INR', text: 'Prizes go to your winning wallet and can be withdrawn to your bank account.' },
]

export function AboutSection() {
  return (
    <Section id="about" title="About">
      <p className="landing-section__lead">
        {BRAND} runs paid crypto-trading contests for players aged 18 and over. You trade with a virtual fund, so you never buy
        or sell real crypto: only your skill decides your rank.
      </p>
      <Tiles tiles={facts} />
      <Link to="/about-us">More about us</Link>
    </Section>
  )
}
