import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { engineUrl } from './engines'
import { dropSchema, uniqueName } from './postgresSchema'

/** Where a whole platform (or an operations script) under test keeps its data. */
export interface PlatformPlace {
  url: string
  schema: string
  dataDir: string
  /** The same, as the platform and the scripts read it from the environment. */
  env: { DATABASE_URL: string; EVENTSTORE_SCHEMA: string; DATA_DIR: string }
}

/** A schema on the test database and a data folder, both the test's own, dropped and removed when it ends. */
export async function platformPlace(t: { teardown(fn: () => unknown): void }, prefix: string): Promise<PlatformPlace> {
  const url = engineUrl('postgres')
  if (!url) throw new Error('DATABASE_URL is not set')
  const schema = uniqueName(prefix)
  const dataDir = await mkdtemp(join(tmpdir(), `arena-${prefix}-`))
  t.teardown(async () => {
    await dropSchema(url, schema)
    await rm(dataDir, { recursive: true, force: true })
  })
  return { url, schema, dataDir, env: { DATABASE_URL: url, EVENTSTORE_SCHEMA: schema, DATA_DIR: dataDir } }
}
