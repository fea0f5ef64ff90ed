#!/usr/bin/env node
/**
 * Compiles the platform's entry point and every workspace module it imports into one ES module,
 * services/platform/dist/main.mjs (with its source map), so a process starts without tsx
 * compiling TypeScript as it loads: measured in docs/perf/startup.md, that was two of an empty
 * start's five seconds. Packages from npm stay outside the bundle and load from node_modules.
 *
 * Files the sources read beside themselves (`new URL('./schema.sql', import.meta.url)`) are
 * copied beside the bundle. Every file is written to a temporary name and renamed, and only when
 * its content changed, so processes of a running cluster that start while another build runs
 * always load a whole bundle. About half a second; every start builds first, so it never runs
 * stale code. `node scripts/lib/buildPlatform.mjs` (or `npm run build -w @arena/platform`) builds
 * without starting.
 */
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const platformEntry = join(root, 'services/platform/src/main.ts')
export const platformBundle = join(root, 'services/platform/dist/main.mjs')

/** Workspace packages are ours and compiled in; everything else comes from node_modules. */
const npmPackagesStayOutside = {
  name: 'npm-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, args => (args.path.startsWith('@arena/') ? undefined : { path: args.path, external: true }))
  },
}

const besideItself = /new URL\('\.\/([^']+)', import\.meta\.url\)/g

/** The files bundled sources read from their own folder, by the name they will have beside the bundle. */
function filesReadBesideSources(inputs) {
  const files = new Map()
  for (const input of inputs) {
    const source = resolve(root, input)
    if (!/\.[cm]?[jt]s$/.test(source)) continue
    for (const [, name] of readFileSync(source, 'utf8').matchAll(besideItself)) {
      const file = join(dirname(source), name)
      const other = files.get(basename(file))
      if (other && other !== file) throw new Error(`two sources read a file named ${basename(file)} beside themselves (${other}, ${file}); rename one`)
      files.set(basename(file), file)
    }
  }
  return files
}

/** Writes `contents` to `path` unless it already holds them, through a rename so no reader sees half a file. */
function writeWhole(path, contents) {
  if (existsSync(path) && readFileSync(path).equals(contents)) return
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, contents)
  renameSync(temporary, path)
}

export async function buildPlatform() {
  const result = await build({
    entryPoints: [platformEntry],
    outfile: platformBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [npmPackagesStayOutside],
  })
  const outDir = dirname(platformBundle)
  mkdirSync(outDir, { recursive: true })
  for (const [name, file] of filesReadBesideSources(Object.keys(result.metafile.inputs))) writeWhole(join(outDir, name), readFileSync(file))
  // The map first: a process that starts between the two renames maps its stack traces a little wrong, never fails.
  const byName = new Map(result.outputFiles.map(file => [file.path, Buffer.from(file.contents)]))
  writeWhole(`${platformBundle}.map`, byName.get(`${platformBundle}.map`))
  writeWhole(platformBundle, byName.get(platformBundle))
  return platformBundle
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  await buildPlatform()
  console.log(`built ${platformBundle} in ${Math.round(performance.now() - started)} ms`)
}
