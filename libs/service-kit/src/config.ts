import { Type, type Static, type TObject } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

export { Type }

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`)
    this.name = 'ConfigError'
  }
}

/**
 * Reads configuration from environment variables against a schema whose keys are the variable
 * names. Defaults fill gaps, numbers and booleans are converted, and every problem is reported
 * at once, naming the variable, so a misconfigured deployment fails at start with one message.
 */
export function loadConfig<S extends TObject>(schema: S, env: NodeJS.ProcessEnv = process.env): Static<S> {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(schema.properties)) {
    const value = env[key]
    if (value !== undefined && value !== '') raw[key] = value
  }
  const withDefaults = Value.Default(schema, raw)
  const converted = Value.Convert(schema, withDefaults)
  if (Value.Check(schema, converted)) return converted as Static<S>
  const problems = [...Value.Errors(schema, converted)].map(e => `${e.path.slice(1) || '(root)'}: ${e.message}`)
  throw new ConfigError(problems)
}
