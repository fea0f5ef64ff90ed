import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

/** A source file's code without comments and blank space: editing a comment is not a change of fold. */
const codeOf = (url: URL) => readFileSync(url, 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  .replace(/\s+/g, ' ')

/**
 * A short hash of the code of `sources` (paths relative to `base`, a test's `import.meta.url`).
 * A fold-version test pins it to the fold version it names, so a fold or encoding that changes
 * without a new version fails there (snapshots, ADR 0027; read-model checkpoints, ADR 0035).
 */
export function foldFingerprint(base: string, sources: readonly string[]): string {
  return createHash('sha256').update(sources.map(path => codeOf(new URL(path, base))).join('\n')).digest('hex').slice(0, 16)
}
