/**
 * How every platform process is started (npm start, the load test's cluster, the benches; the
 * compose file repeats it). A 32 MB young generation instead of V8's default: an edge allocates
 * a few hundred KB per order (requests, events, decimals), and with the small default it
 * scavenged so often that GC was a tenth of its CPU. Measured in docs/perf/load.md.
 */
export const platformNodeFlags = ['--max-semi-space-size=32']

/** The arguments after `node` that run the platform's main module. */
export const platformArgs = (main = 'services/platform/src/main.ts') => [...platformNodeFlags, '--import', 'tsx', main]
