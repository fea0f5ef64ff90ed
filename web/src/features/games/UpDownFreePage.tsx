import { useEffect, useState } from 'react'
import { formatCountdown, formatIstTime, slotTimes } from './slotTimes'
import './games.css'

const COINS = ['BTC', 'ETH', 'BNB', 'XRP', 'ADA', 'SOL', 'DOGE', 'DOT', 'LTC', 'TRX', 'LINK']
const SLOTS = ['18-15', '18-20', '18-30']

/** Ticks once a second, the countdown rate of spec section 9. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** A static preview of the free Up Down game: nothing here is sent to a server or scored. */
export function UpDownFreePage() {
  const now = useNow()
  const [slot, setSlot] = useState(SLOTS[0]!)
  const [picked, setPicked] = useState<string[]>([])
  const times = slotTimes(slot, now)
  const left = formatCountdown(times.bidBefore - now)
  const toggle = (coin: string) => setPicked(current => (current.includes(coin) ? current.filter(c => c !== coin) : [...current, coin]))
  return (
    <article className="updown-free">
      <h1>Up Down — Free Game</h1>
      <p className="games__note">Practice preview: this screen is a mock, no bids are placed or scored.</p>

      <section className="card updown-free__timer" aria-label="Countdown">
        <h2>Bidding closes in</h2>
        <p className="countdown" role="timer">
          <span>{left.hours}</span> Hr <span>{left.minutes}</span> Min <span>{left.seconds}</span> Sec
        </p>
        <dl className="updown-free__times">
          <div><dt>Bid before</dt><dd>{formatIstTime(times.bidBefore)}</dd></div>
          <div><dt>Game start</dt><dd>{formatIstTime(times.start)}</dd></div>
          <div><dt>Game end</dt><dd>{formatIstTime(times.end)}</dd></div>
        </dl>
      </section>

      <section aria-labelledby="slots-title">
        <h2 id="slots-title">Time slots</h2>
        <div className="chips">
          {SLOTS.map(label => (
            <button key={label} type="button" className="chip" aria-pressed={slot === label} onClick={() => setSlot(label)}>
              {label}
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="coins-title">
        <h2 id="coins-title">
          Selected coins {picked.length}/{COINS.length}
        </h2>
        <div className="chips">
          {COINS.map(coin => (
            <button key={coin} type="button" className="chip" aria-pressed={picked.includes(coin)} onClick={() => toggle(coin)}>
              {coin}
            </button>
          ))}
        </div>
      </section>
    </article>
  )
}
