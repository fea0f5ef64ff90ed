import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The product spec lives beside the repository (`../shared/spec/PRODUCT_SPEC.md` from its root, or
 * further up for a worktree): the nearest one going up from here.
 */
export function specPath(): string {
  for (let dir = import.meta.dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'spec', 'PRODUCT_SPEC.md')
    if (existsSync(candidate)) return candidate
  }
  throw new Error('shared/spec/PRODUCT_SPEC.md not found above the repository')
}

/**
 * Every `METHOD api/path` of the spec's section 7 table ("Calls made"), as `METHOD /api/path`.
 * A cell may list several paths (`api/a, api/b` or `api/a, b, c`); a query string is dropped;
 * a row whose path is "not shown" names no path.
 */
export function sectionSevenCalls(spec = readFileSync(specPath(), 'utf8')): string[] {
  const section = spec.split(/^## /m).find(part => part.startsWith('7. '))
  if (!section) throw new Error('the spec has no section 7')
  const calls: string[] = []
  for (const line of section.split('\n')) {
    const cell = /^\| (GET|POST|PUT|PATCH|DELETE) (api\/[^|]+?) \|/.exec(line)
    if (!cell) continue
    for (const name of cell[2]!.split(',').map(part => part.trim())) {
      calls.push(`${cell[1]} /${name.startsWith('api/') ? name : `api/${name}`}`.split('?')[0]!)
    }
  }
  return calls
}
