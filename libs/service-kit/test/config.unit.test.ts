import t from 'tap'
import { loadConfig, Type, ConfigError } from '../src/config'

const schema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  JWT_SECRET: Type.String({ minLength: 32 }),
})

t.test('config fills defaults and converts numbers from strings', async t => {
  const config = loadConfig(schema, { JWT_SECRET: 'x'.repeat(32), PORT: '8080' })
  t.equal(config.PORT, 8080)
  t.equal(config.DATABASE_URL, undefined)
})

t.test('config names every bad variable at once', async t => {
  const error = t.throws(() => loadConfig(schema, { PORT: 'abc', DATABASE_URL: 'mysql://x' })) as ConfigError
  t.type(error, ConfigError)
  const text = error.problems.join('\n')
  t.match(text, /PORT/)
  t.match(text, /DATABASE_URL/)
  t.match(text, /JWT_SECRET/)
})
