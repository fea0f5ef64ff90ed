/**
 * How every platform process is started (npm start, the load test's cluster, the benches; the
 * compose file repeats it): the compiled bundle (scripts/lib/buildPlatform.mjs; call
 * `buildPlatform()` first), with stack traces mapped back to the TypeScript.
 * A 32 MB young generation instead of V8's default: an edge allocates a few hundred KB per order
 * (requests, events, decimals), and with the small default it scavenged so often that GC was a
 * tenth of its CPU. Measured in docs/perf/load.md. The identity and contest workers keep V8's
 * default: nothing they do grows with orders, and restoring their read models grew the larger
 * young generation by 10 to 30 MB that stayed (docs/perf/startup.md, run L). `gc` is exposed
 * for one full collection once the read models are restored (services/platform/src/restoreGarbage.ts).
 * The relay starts with a 256 MB old generation: its live heap is small (about 27 MB) and much of
 * what it allocates lives through a round, so V8 kept the old generation's limit near 66 MB and
 * ran a full mark-compact four times a second, a third of the relay's CPU (docs/perf/load.md,
 * 2 Dec 2026).
 */
import { platformBundle } from './buildPlatform.mjs'

export { buildPlatform } from './buildPlatform.mjs'

/** Workers whose work does not grow with orders. */
const offTheOrderPath = new Set(['identity', 'contest'])

/** Whether the process `env` describes (ROLE, MODULES) does work per order: all but the identity and contest workers. */
const onTheOrderPath = (env) => env.ROLE !== 'worker' || !(env.MODULES ?? '').split(',').every((name) => offTheOrderPath.has(name.trim()))

/** Node's flags for the process `env` describes (default: the embedded profile's one process). */
export const platformNodeFlags = (env = {}) => [
  ...(onTheOrderPath(env) ? ['--max-semi-space-size=32'] : []),
  ...(env.ROLE === 'relay' ? ['--initial-old-space-size=256'] : []),
  '--expose-gc',
  '--enable-source-maps',
]

/** The arguments after `node` that run the platform's compiled main module as the process `env` describes. */
export const platformArgs = (env = {}) => [...platformNodeFlags(env), platformBundle]
