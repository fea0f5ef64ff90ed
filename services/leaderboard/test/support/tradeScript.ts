import { ReplayFeed } from '@arena/market-data'
import { tradeScript as script, type ScriptedTrade } from '@arena/testing'

/** The shared trade script (@arena/testing) on a ReplayFeed. */
export const tradeScript = (trades: readonly ScriptedTrade[], startMs: number) => script(trades, startMs, lines => new ReplayFeed({ lines }))
