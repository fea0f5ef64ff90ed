import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Test files under the workspaces, by tier (`unit`, `int`, `e2e`) or all of them. */
export function findTests(root, tiers) {
  const found = []
  const walk = dir => {
    for (const name of readdirSync(dir)) {
      // fixtures/ holds files other tests run on purpose (scripts/test/fixtures), not tests of their own.
      if (name === 'node_modules' || name === 'dist' || name === 'fixtures' || name.startsWith('.')) continue
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else {
        const match = /\.(unit|int|e2e)\.test\.tsx?$/.exec(name)
        if (match && (!tiers || tiers.includes(match[1]))) found.push(relative(root, path))
      }
    }
  }
  for (const top of ['libs', 'services', 'web', 'scripts']) {
    try { walk(join(root, top)) } catch { /* folder absent */ }
  }
  return found.sort()
}
