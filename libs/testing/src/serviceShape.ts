import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

/** Folders every service may have beside its activity folders (docs/service-template.md). */
const SHARED = new Set(['domain', 'readModel', 'push', 'adapters'])
/** The layer folders services grew before the template: each becomes shared folders or activities. */
const LAYERS = new Set(['app', 'http', 'projection', 'store', 'board', 'contract', 'realtime'])

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap(entry => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : []
  })
}

const importsOf = (source: string): string[] => [...source.matchAll(/^(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map(m => m[1]!)

/**
 * Where a service's `src/` departs from docs/service-template.md: top-level files other than
 * index.ts, `<name>Module.ts` (a package hosting a second module, as support hosts notifications, has
 * its `<other>Module.ts` beside it) and ports.ts; layer folders (app/, http/, ...); fastify outside an
 * activity's routes.ts and adapters/; a routes.ts imported by anything but a module file; a domain/
 * file importing from outside domain/. Empty when the service follows the template.
 */
export function serviceShapeProblems(srcDir: string, name: string): string[] {
  const problems: string[] = []
  const topFiles = new Set(['index.ts', `${name}Module.ts`, 'ports.ts'])
  const isModuleFile = (path: string) => /^\w+Module\.ts$/.test(path)
  for (const entry of readdirSync(srcDir)) {
    const isDir = statSync(join(srcDir, entry)).isDirectory()
    if (!isDir && !topFiles.has(entry) && !isModuleFile(entry)) problems.push(`${entry}: a top-level file other than index.ts, ${name}Module.ts and ports.ts`)
    if (isDir && LAYERS.has(entry)) problems.push(`${entry}/: a layer folder; the template has domain/, readModel/, push/, adapters/ and one folder per activity`)
  }
  for (const file of filesUnder(srcDir)) {
    const path = relative(srcDir, file).split(sep).join('/')
    const folder = path.includes('/') ? path.slice(0, path.indexOf('/')) : ''
    const activityRoutes = folder !== '' && !SHARED.has(folder) && path === `${folder}/routes.ts`
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if ((spec === 'fastify' || spec.startsWith('fastify/')) && !activityRoutes && folder !== 'adapters') problems.push(`${path}: imports fastify outside an activity's routes.ts and adapters/`)
      if (!spec.startsWith('.')) continue
      const target = relative(srcDir, resolve(dirname(file), spec)).split(sep).join('/')
      if (/(^|\/)routes$/.test(target) && !isModuleFile(path)) problems.push(`${path}: imports ${target}; only the module file (${name}Module.ts) composes the routes`)
      if (folder === 'domain' && !target.startsWith('domain/')) problems.push(`${path}: domain/ imports ${target}`)
    }
  }
  return problems
}
