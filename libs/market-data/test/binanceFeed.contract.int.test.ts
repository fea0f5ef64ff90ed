import t from 'tap'
import { marketFeedContract } from '@arena/market-data/contract'
import { BinanceFeed } from '../src/index'
import { loadJson, loadRecording } from './support/fixtures'
import { LocalBinance } from './support/localBinance'

const recording = loadRecording()

marketFeedContract(
  t,
  'BinanceFeed against a local Binance',
  async () => {
    const server = await LocalBinance.start(recording)
    server.rest.set('/api/v3/aggTrades', loadJson('rest-aggTrades-BTCUSDT.json'))
    server.rest.set('/api/v3/klines', loadJson('rest-klines-BTCUSDT-1m.json'))
    const feed = new BinanceFeed({ wsBaseUrl: server.wsBaseUrl, restBaseUrl: server.restBaseUrl })
    return {
      feed,
      symbol: 'BTCUSDT',
      advance: async () => {
        await server.connectionWith('btcusdt@aggTrade')
        server.sendNext(4)
      },
      dispose: () => server.close(),
    }
  },
  { settleMs: 100 },
)
