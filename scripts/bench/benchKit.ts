import os from 'node:os'

/**
 * What every benchmark starts with: its numeric options (`option('events', 50_000)` reads
 * `--events`), progress lines on stderr under its name (stdout is the one JSON result), and the
 * engine it measures, from the environment or a one-line exit 2 naming what is missing.
 */
export function benchSetup(name: string) {
  const option = (flag: string, fallback: number): number => {
    const i = process.argv.indexOf(`--${flag}`)
    return i === -1 ? fallback : Number(process.argv[i + 1])
  }
  const log = (message: string): void => console.error(`[bench:${name}] ${message}`)
  const required = (variable: string, missing: string): string => {
    const value = process.env[variable]
    if (value) return value
    console.error(missing)
    process.exit(2)
  }
  return { option, log, required }
}

/** The nearest-rank percentile `p` (0 to 1) of ascending `sorted`, its last value for 1; 0 when empty. */
export const percentileOf = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

/** The 1-minute load average, rounded: other work on the machine shows in every figure. */
export const loadAverage = (): number => Math.round(os.loadavg()[0]! * 10) / 10

/** The machine a result was measured on, for the result's `machine` block. */
export function machine() {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, nodeFlags: process.execArgv.filter(flag => flag.startsWith('--') && flag !== '--import') }
}

/** Deletes what a Kafka benchmark made and disconnects its admin client; a failed delete is left (the broker is a test one). */
export async function dropKafkaLeftovers(
  admin: { deleteTopics(options: { topics: string[] }): Promise<unknown>; deleteGroups(groups: string[]): Promise<unknown>; disconnect(): Promise<void> },
  topics: string[],
  groups: string[],
): Promise<void> {
  await admin.deleteTopics({ topics }).catch(() => {})
  await admin.deleteGroups(groups).catch(() => {})
  await admin.disconnect()
}
