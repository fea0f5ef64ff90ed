/** One sample of Prometheus' text format: `name{label="value",...} 12`. */
export interface MetricSample {
  name: string
  labels: Record<string, string>
  value: number
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g

/** Every sample of a `/metrics` answer; comments (`# HELP`, `# TYPE`) are left out. */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = []
  for (const line of text.split('\n')) {
    const match = LINE.exec(line.trim())
    if (!match) continue
    const labels: Record<string, string> = {}
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) labels[name!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return samples
}

/** The samples named `name` whose labels include `labels`. */
export function metricSamples(text: string, name: string, labels: Record<string, string> = {}): MetricSample[] {
  return parseMetrics(text).filter(sample => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
}

/** Their sum: 0 when there are none. */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  return metricSamples(text, name, labels).reduce((sum, sample) => sum + sample.value, 0)
}
