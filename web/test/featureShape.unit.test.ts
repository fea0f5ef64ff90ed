// The web feature template (docs/service-template.md): in every feature the same role has the same
// file name, admin is split by area, and one component in web/src/ui shows protected images.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import t from 'tap'

const src = join(import.meta.dirname, '..', 'src')
const features = join(src, 'features')

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, found)
    else found.push(path)
  }
  return found
}
const files = walk(features).filter(path => /\.tsx?$/.test(path))
const named = (path: string) => relative(features, path)

/** slice.ts, sagas.ts, api.ts; a feature's further parts `<thing>Slice.ts`, `<thing>Sagas.ts`, `<thing>Api.ts`. */
const roleName = /^(slice|sagas|api|[a-z][A-Za-z]*(Slice|Sagas|Api))\.ts$/

t.test('state, saga and call files are named by role', async t => {
  const roleLike = files.filter(path => /(slices?|sagas?|api|reducer)\.ts$/i.test(basename(path)))
  t.ok(roleLike.length > 40)
  t.same(roleLike.filter(path => !roleName.test(basename(path))).map(named), [], 'e.g. no reducer.ts, formSlices.ts, clockSaga.ts')
})

t.test('a slice lives in a slice file and sagas in a sagas file', async t => {
  const source = (path: string) => readFileSync(path, 'utf8')
  t.same(files.filter(path => source(path).includes('createSlice(') && !/(^s|S)lice\.ts$/.test(basename(path))).map(named), [])
  t.same(files.filter(path => /^(export )?function\*/m.test(source(path)) && !/(^s|S)agas\.ts$/.test(basename(path))).map(named), [])
})

t.test('admin is split by area: each area folder has slice.ts, sagas.ts and api.ts with its pages', async t => {
  const admin = join(features, 'admin')
  const areas = readdirSync(admin).filter(name => statSync(join(admin, name)).isDirectory())
  t.same(areas.sort(), ['audit', 'banners', 'contests', 'fairPlay', 'review', 'sponsors', 'users', 'wallet'])
  for (const area of areas) {
    const inside = readdirSync(join(admin, area))
    t.same(['api.ts', 'sagas.ts', 'slice.ts'].filter(name => !inside.includes(name)), [], `${area} has slice.ts, sagas.ts, api.ts`)
    t.ok(inside.some(name => /Page\.tsx$/.test(name)), `${area} holds its pages`)
  }
  t.same(readdirSync(admin).filter(name => /\.ts$/.test(name) && roleName.test(name)), [], 'no slice, sagas or api file at the admin root')
})

t.test('one component shows protected images: no feature makes object URLs for display', async t => {
  t.same(files.filter(path => path.endsWith('.tsx') && readFileSync(path, 'utf8').includes('createObjectURL')).map(named), [])
  t.same(files.filter(path => /Protected(File|Image)|AttachmentImage/.test(basename(path))).map(named), [])
})

t.test('shared UI lives in web/src/ui, not in the feature that happened to need it first', async t => {
  t.same(files.filter(path => /CopyButton/.test(basename(path))).map(named), [])
})

t.test('wire shapes come from @arena/contracts: no web file declares a type the contracts export', async t => {
  const contracts = join(src, '..', '..', 'libs', 'contracts', 'src')
  const exported = new Set(walk(contracts).flatMap(path => [...readFileSync(path, 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm)].map(m => m[1]!)))
  t.ok(exported.has('TdsRow') && exported.has('PositionDto') && exported.has('TickerMessage'))
  const restated = walk(src)
    .filter(path => /\.tsx?$/.test(path))
    .flatMap(path => [...readFileSync(path, 'utf8').matchAll(/^export (?:interface|type) (\w+)\b(?! =)/gm)].map(m => m[1]!).filter(name => exported.has(name)).map(name => `${relative(src, path)}: ${name}`))
  t.same(restated, [], 'import (or alias) the contracts type instead of restating it')
})
