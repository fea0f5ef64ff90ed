#!/usr/bin/env node
// CI gate on the dependencies that ship: `npm audit --audit-level=high --omit=dev`, summarised.
// Exit 0: no high or critical advisory. Exit 1: at least one, listed with its fix. Exit 2: the
// audit itself could not run (registry unreachable, or a mirror without the advisories endpoint);
// that fails closed, because "could not check" must not read as "nothing found".
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const result = spawnSync('npm', ['audit', '--audit-level=high', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  timeout: 5 * 60_000,
})
if (result.error) {
  console.error(`npm audit did not start: ${result.error.message}`)
  process.exit(2)
}

let report
try {
  report = JSON.parse(result.stdout)
} catch {
  console.error(`npm audit gave no JSON report (exit ${result.status}):\n${result.stderr.trim()}`)
  process.exit(2)
}
if (!report.metadata?.vulnerabilities) {
  const why = report.error?.summary || report.message || result.stderr.trim() || 'no report'
  console.error(`npm audit could not run: ${why}`)
  process.exit(2)
}

const counts = report.metadata.vulnerabilities
const fixOf = fix => {
  if (fix === true) return 'npm audit fix'
  if (fix && typeof fix === 'object') return `${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (semver-major: review before upgrading)' : ''}`
  return 'no fix published'
}
const serious = Object.values(report.vulnerabilities ?? {}).filter(v => v.severity === 'high' || v.severity === 'critical')

console.log(
  `npm audit (production dependencies, ${report.metadata.dependencies?.prod ?? '?'} packages): ` +
    ['critical', 'high', 'moderate', 'low', 'info'].map(level => `${counts[level] ?? 0} ${level}`).join(', '),
)
for (const v of serious) {
  const titles = v.via.filter(via => typeof via === 'object').map(via => `${via.title} (${via.url})`)
  const through = v.via.filter(via => typeof via === 'string')
  console.log(`- ${v.severity.toUpperCase()} ${v.name} ${v.range}: ${titles.join('; ') || `through ${through.join(', ')}`}`)
  console.log(`  fix: ${fixOf(v.fixAvailable)}`)
}
process.exit(serious.length > 0 ? 1 : 0)
