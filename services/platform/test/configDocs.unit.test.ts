// Every variable the documentation tells an operator to set must be one the platform reads and
// checks at start (services/platform/src/config.ts): a documented variable nothing reads is a
// setting that silently does nothing. Documentation read: README.md's Configuration section,
// every services/*/README.md and libs/*/README.md, and .env.example.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { marketFeedEnv, platformConfig, platformConfigSchema } from '../src/config'

const root = join(import.meta.dirname, '..', '..', '..')

/** Documented names that are not the process's configuration, each with the reason. */
const notProcessConfig: Record<string, string> = {
  EVENTSTORE_URL: 'test engine: only the EventStoreDB contract suite reads it (libs/eventstore)',
  CHROMIUM_PATH: 'test engine: the browser tests\' Chromium',
  CI: 'set by CI (.ci/run); makes a missing test engine a failure instead of a skip',
  LOAD_LOG_LEVEL: 'script-only: the load test\'s log level for its cluster (scripts/load)',
  KAFKA_PORT: 'script-only: infra/kafka/start.sh\'s broker port',
  KAFKA_CONTROLLER_PORT: 'script-only: infra/kafka/start.sh',
  KAFKA_DATA_DIR: 'script-only: infra/kafka/start.sh',
  KAFKA_HEAP_OPTS: 'script-only: infra/kafka/start.sh',
  KAFKA_WAIT_SECONDS: 'script-only: infra/kafka/wait.sh',
}

/** Upper-case words in those files that are not variables at all. */
const notVariables: Record<string, string> = {
  RENAME: 'a Redis command (services/leaderboard)',
  ZRANGE: 'a Redis command (services/leaderboard)',
  ANY: 'an expected-version constant of the event store',
  NO_STREAM: 'an expected-version constant of the event store',
  SUBSCRIBE: 'a Binance websocket method (libs/market-data)',
  UNSUBSCRIBE: 'a Binance websocket method (libs/market-data)',
  INDIAN_STATES: 'the list of states and union territories in libs/domain',
  PRIVATE_CONTEST_LIMITS: 'the limits of player-made private contests, a constant in libs/domain',
}

/** Names written as `NAME` or `NAME=value`, and bare UPPER_SNAKE words with an underscore. */
export function documentedNames(text: string): string[] {
  const names = new Set<string>()
  for (const [, name] of text.matchAll(/`([A-Z][A-Z0-9_]{1,})(?:=[^`]*)?`/g)) names.add(name!)
  for (const [name] of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) names.add(name)
  return [...names]
}

/** The `## Configuration` section of the root README, up to the next `## ` heading. */
export function configurationSection(readme: string): string {
  const start = readme.search(/^## Configuration\s*$/m)
  if (start === -1) return ''
  const rest = readme.slice(start + 1)
  const end = rest.search(/^## /m)
  return end === -1 ? rest : rest.slice(0, end)
}

/** `NAME=` lines of a dotenv file. */
export function dotenvNames(text: string): string[] {
  return [...text.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*=/gm)].map(m => m[1]!)
}

function sources(): { file: string; names: string[] }[] {
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  const found = [{ file: 'README.md#Configuration', names: documentedNames(configurationSection(read('README.md'))) }]
  for (const folder of ['services', 'libs']) {
    for (const name of readdirSync(join(root, folder)).sort()) {
      const file = `${folder}/${name}/README.md`
      if (existsSync(join(root, file))) found.push({ file, names: documentedNames(read(file)) })
    }
  }
  if (existsSync(join(root, '.env.example'))) found.push({ file: '.env.example', names: dotenvNames(read('.env.example')) })
  return found
}

t.test('the name collectors find what the documentation shows', async t => {
  t.same(documentedNames('set `PORT` (3000), `MARKET_FEED=binance` and DATA_DIR; a `RENAME` too; not TDS or INR'), ['PORT', 'MARKET_FEED', 'RENAME', 'DATA_DIR'])
  t.match(configurationSection('# A\n## Setup\n`NOPE`\n## Configuration\n`YES_1`\n## Next\n`NOPE_2`\n'), /YES_1/)
  t.notMatch(configurationSection('# A\n## Setup\n`NOPE`\n## Configuration\n`YES_1`\n## Next\n`NOPE_2`\n'), /NOPE/)
  t.same(dotenvNames('# comment\nJWT_SECRET=x\n  MARKET_FEED = binance\nlower=1\n'), ['JWT_SECRET', 'MARKET_FEED'])
})

t.test('every documented variable is one the platform config reads', async t => {
  const read = new Set(Object.keys(platformConfigSchema.properties))
  const all = sources()
  t.ok(all[0]!.names.length > 5, 'the README\'s Configuration section was found and names variables', { names: all[0]!.names })
  const unread: string[] = []
  for (const { file, names } of all) {
    for (const name of names) {
      if (read.has(name) || name in notProcessConfig || name in notVariables) continue
      unread.push(`${name} (${file})`)
    }
  }
  t.same(unread, [], 'documented but not read by services/platform/src/config.ts: add it there, or list it above with the reason it is not process config')
})

t.test('the market feed\'s documented variables are checked at start like the rest', async t => {
  t.throws(() => platformConfig({ MARKET_FEED: 'binanse' }), /MARKET_FEED/, 'a typo in the feed stops the start, naming the variable')
  t.throws(() => platformConfig({ MARKET_EPOCH: 'yesterday' }), /MARKET_EPOCH/)
  t.throws(() => platformConfig({ MARKET_TICK_MS: '0' }), /MARKET_TICK_MS/)
  t.same(marketFeedEnv(platformConfig({ MARKET_FEED: 'replay', MARKET_SEED: '7', MARKET_REPLAY_FILE: 'feed.jsonl' })), {
    MARKET_FEED: 'replay', MARKET_SEED: '7', MARKET_EPOCH: undefined, MARKET_TICK_MS: undefined, MARKET_REPLAY_FILE: 'feed.jsonl', BINANCE_WS_URL: undefined, BINANCE_REST_URL: undefined,
  }, 'and reach the feed as given')
})
