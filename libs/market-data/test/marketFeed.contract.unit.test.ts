import t from 'tap'
import { marketFeedContract } from '@arena/market-data/contract'
import { ReplayFeed, SharedFeed, SimulatedFeed } from '../src/index'
import { loadRecording } from './support/fixtures'

const startAt = Date.parse('2026-01-01T09:30:00.000Z')

function simulated() {
  const feed = new SimulatedFeed({ seed: 7, startAt })
  let at = startAt
  return { feed, advance: () => feed.tick((at += 1000)) }
}

marketFeedContract(t, 'SimulatedFeed', () => ({ ...simulated(), symbol: 'ETHUSDT' }))

const recording = loadRecording()
marketFeedContract(t, 'ReplayFeed', () => {
  const feed = new ReplayFeed({ lines: recording })
  let at = startAt
  return { feed, symbol: 'BTCUSDT', advance: () => feed.tick((at += 100)) }
})

marketFeedContract(t, 'SharedFeed over SimulatedFeed', () => {
  const { feed, advance } = simulated()
  return { feed: new SharedFeed(feed), symbol: 'SOLUSDT', advance }
})
