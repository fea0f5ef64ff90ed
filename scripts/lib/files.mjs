import { readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

/** Test files under `dir` (as paths relative to `root`), by tier (`unit`, `int`, `e2e`) or all of them. */
function testsUnder(root, dir, tiers, found = []) {
  for (const name of readdirSync(dir)) {
    // fixtures/ holds files other tests run on purpose (scripts/test/fixtures), not tests of their own.
    if (name === 'node_modules' || name === 'dist' || name === 'fixtures' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) testsUnder(root, path, tiers, found)
    else {
      const match = /\.(unit|int|e2e)\.test\.tsx?$/.exec(name)
      if (match && (!tiers || tiers.includes(match[1]))) found.push(relative(root, path))
    }
  }
  return found
}

/** Test files under the workspaces, by tier (`unit`, `int`, `e2e`) or all of them. */
export function findTests(root, tiers) {
  const found = []
  for (const top of ['libs', 'services', 'web', 'scripts']) {
    try { testsUnder(root, join(root, top), tiers, found) } catch { /* folder absent */ }
  }
  return found.sort()
}

/**
 * The named paths as test files relative to `root`: each is taken from `cwd` (a workspace's own
 * `npm test` names its `test` folder), and a folder stands for the tests under it (of `tiers`).
 */
export function namedTests(root, cwd, paths, tiers) {
  return paths.flatMap(path => {
    const full = resolve(cwd, path)
    let folder = false
    try { folder = statSync(full).isDirectory() } catch { /* a missing file: tap reports it */ }
    return folder ? testsUnder(root, full, tiers).sort() : [relative(root, full)]
  })
}
