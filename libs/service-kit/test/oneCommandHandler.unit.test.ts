import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const handlerDir = join(root, 'libs', 'service-kit', 'src', 'commandHandler')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === handlerDir ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every place a service writes events: the services' sources and the service kit, outside the handler itself. */
const scanned = (): string[] => [
  ...readdirSync(join(root, 'services')).flatMap(service => sources(join(root, 'services', service, 'src'))),
  ...sources(join(root, 'libs', 'service-kit', 'src')),
]

/** `.append(` on anything: no service appends to a store, a log or a list by that name outside the handler. */
const appends = (text: string): number[] =>
  text.split('\n').flatMap((line, i) => (/\.append\(/.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [i + 1] : []))

t.test('one command handler in the tree: no service source appends events itself', async t => {
  const offenders = scanned().flatMap(file => appends(readFileSync(file, 'utf8')).map(line => `${relative(root, file)}:${line}`))
  t.same(offenders, [], 'load, decide and append go through CommandHandler (libs/service-kit/src/commandHandler)')
})

t.test('the scan finds an append where there is one', async t => {
  t.same(appends("const x = 1\n  await store.append(stream, events, version)\n// store.append(in a comment)"), [2])
  t.ok(scanned().some(file => file.endsWith(join('wallet', 'src', 'adapters', 'walletCommands.ts'))), 'the services are scanned')
})
