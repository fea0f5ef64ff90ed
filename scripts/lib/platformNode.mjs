/**
 * How every platform process is started (npm start, the load test's cluster, the benches; the
 * compose file repeats it): the compiled bundle (scripts/lib/buildPlatform.mjs; call
 * `buildPlatform()` first), with stack traces mapped back to the TypeScript.
 * A 32 MB young generation instead of V8's default: an edge allocates a few hundred KB per order
 * (requests, events, decimals), and with the small default it scavenged so often that GC was a
 * tenth of its CPU. Measured in docs/perf/load.md.
 */
import { platformBundle } from './buildPlatform.mjs'

export { buildPlatform } from './buildPlatform.mjs'

export const platformNodeFlags = ['--max-semi-space-size=32', '--enable-source-maps']

/** The arguments after `node` that run the platform's compiled main module. */
export const platformArgs = () => [...platformNodeFlags, platformBundle]
