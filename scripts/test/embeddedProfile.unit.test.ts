// DEMO_CONTEST's defaults: `npm start` (the embedded profile) turns the practice contest on; the
// platform itself, and so the cluster profile (docker-compose.yml, KAFKA_BROKERS), leaves it off.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { platformConfig } from '../../services/platform/src/config'
import { embeddedProfileEnv } from '../lib/embeddedProfile.mjs'

const root = join(import.meta.dirname, '..', '..')

t.test('npm start runs with the practice contest on, unless told otherwise', async t => {
  const env = embeddedProfileEnv(root, {})
  t.equal(env.DEMO_CONTEST, 'on')
  t.equal(env.DATA_DIR, join(root, 'data'))
  t.equal(platformConfig(env).DEMO_CONTEST, 'on')
  t.equal(embeddedProfileEnv(root, { DEMO_CONTEST: 'off' }).DEMO_CONTEST, 'off', 'the setting turns it off')
  t.equal(embeddedProfileEnv(root, { DATA_DIR: '/tmp/elsewhere' }).DATA_DIR, '/tmp/elsewhere')
})

t.test('the cluster profile never gets it unasked', async t => {
  t.equal(platformConfig({}).DEMO_CONTEST, 'off', 'the platform default is off')
  t.equal(platformConfig({ KAFKA_BROKERS: 'kafka:9092' }).DEMO_CONTEST, 'off')
  t.equal(embeddedProfileEnv(root, { KAFKA_BROKERS: 'kafka:9092' }).DEMO_CONTEST, undefined, 'npm start against Kafka does not add it')
  t.notMatch(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), /DEMO_CONTEST/, 'docker-compose.yml does not set it')
  t.throws(() => platformConfig({ DEMO_CONTEST: 'yes' }), /DEMO_CONTEST/, 'only on or off')
})
