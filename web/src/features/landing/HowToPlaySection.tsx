import { useAppSelector } from '../../app/hooks'
import { selectFreePlay } from '../playMode/slice'
import { Section } from './Section'

const paidSteps = [
  {
    title: 'Sign up and add cash',
    text: 'Sign up with your mobile number (email outside India) and an OTP, then add money in INR by NEFT/IMPS or UPI. It lands in your cash wallet.',
  },
  {
    title: 'Join a contest',
    text: 'Pick a contest and pay its entry fee from your cash, winning or reward wallet. Up to 50% of the fee can come from rewards.',
  },
  {
    title: 'Trade and win',
    text: 'Place at least five buy and sell bids with your virtual fund. At the end, the best gain percent wins; prizes go to your winning wallet.',
  },
]

/** Free play (PLAY_MODE=free): no money goes in; prizes come from sponsors. */
const freeSteps = [
  {
    title: 'Sign up',
    text: 'Sign up with your mobile number (email outside India) and an OTP. There is nothing to pay: no deposits and no entry fees.',
  },
  {
    title: 'Join a free contest',
    text: 'Pick a contest and join it for free. Prize pools are paid by the sponsor named on the contest.',
  },
  {
    title: 'Trade and win',
    text: 'Place at least five buy and sell bids with your virtual fund. At the end, the best gain percent wins; sponsored prizes go to your winning wallet and can be withdrawn after TDS.',
  },
]

export function HowToPlaySection() {
  const steps = useAppSelector(selectFreePlay) ? freeSteps : paidSteps
  return (
    <Section id="how-to-play" title="How To Play">
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step.title} className="card">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
