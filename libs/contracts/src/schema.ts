import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Value, type ValueErrorIterator } from '@sinclair/typebox/value'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { NewEvent, RecordedEvent } from './envelope'

export { Type, type Static, type TSchema }

/** A decimal amount on the wire: a string, never a JS number, so no float can sneak in. */
export const DecimalString = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'decimal number as a string' })

export interface MessageDefinition<T extends string, S extends TSchema> {
  type: T
  schema: S
  /** Narrows an envelope to this message type, validating its data. */
  is(message: { type: string; data: unknown }): message is { type: T; data: Static<S> } & typeof message
  /** Throws a ContractViolation naming the first bad field. */
  parse(data: unknown): Static<S>
}

export class ContractViolation extends Error {
  constructor(readonly messageType: string, readonly path: string, detail: string) {
    super(`${messageType}: ${path || '(root)'} ${detail}`)
    this.name = 'ContractViolation'
  }
}

/** One definition serves as the TypeScript type, the runtime check and the JSON schema. */
export function defineMessage<T extends string, S extends TSchema>(type: T, schema: S): MessageDefinition<T, S> {
  // Looked up on first use, so a browser that imports the contracts and never checks one compiles nothing.
  let check: SchemaCheck | undefined
  const valid = (data: unknown): boolean => (check ??= checkOf(schema)).Check(data)
  return {
    type,
    schema,
    is(message): message is { type: T; data: Static<S> } & typeof message {
      return message.type === type && valid(message.data)
    },
    parse(data) {
      if (valid(data)) return data
      const first = checkOf(schema).Errors(data).First()
      throw new ContractViolation(type, first?.path ?? '', first?.message ?? 'is invalid')
    },
  }
}

/** A schema's check: whether a value fits, and where it does not. */
export interface SchemaCheck {
  Check(data: unknown): boolean
  Errors(data: unknown): ValueErrorIterator
}

const schemaChecks = new WeakMap<TSchema, SchemaCheck>()

/**
 * `schema`'s check, compiled once: about ten times cheaper than TypeBox's interpreted
 * `Value.Check`, which was 2.9% of an order's CPU (every event a fold reads is checked) and most
 * of a second of a restart for a large checkpoint. The interpreter where code may not be
 * generated (a strict content security policy).
 */
export function checkOf(schema: TSchema): SchemaCheck {
  let check = schemaChecks.get(schema)
  if (!check) schemaChecks.set(schema, (check = compiled(schema)))
  return check
}

function compiled(schema: TSchema): SchemaCheck {
  try {
    return TypeCompiler.Compile(schema)
  } catch {
    return { Check: data => Value.Check(schema, data), Errors: data => Value.Errors(schema, data) }
  }
}

/** The `{ type, data }` of each message defined: `MessageOf<typeof A | typeof B>` is A's or B's event, as deciders read them. */
export type MessageOf<D> = D extends MessageDefinition<infer T, infer S> ? { type: T; data: Static<S> } : never

/** The type names of a stream's event definitions, for telling its events from others. */
export const typesOf = (definitions: readonly MessageDefinition<string, TSchema>[]): ReadonlySet<string> => new Set(definitions.map(d => d.type))

export type EventOf<D extends MessageDefinition<string, TSchema>> = NewEvent<D['type'], Static<D['schema']>>
export type RecordedOf<D extends MessageDefinition<string, TSchema>> = RecordedEvent<D['type'], Static<D['schema']>>

/**
 * Reads stored events of one kind of stream back into a decider's events, each checked against
 * its contract: an unknown type or malformed data throws instead of being folded into state.
 */
export function eventParser<E extends { type: string; data: unknown }>(
  definitions: readonly MessageDefinition<string, TSchema>[],
): (event: Pick<RecordedEvent, 'type' | 'data' | 'stream'>) => E {
  const byType = new Map(definitions.map(d => [d.type, d]))
  return event => {
    const definition = byType.get(event.type)
    if (!definition) throw new Error(`unexpected event ${event.type} in ${event.stream}`)
    return { type: definition.type, data: definition.parse(event.data) } as E
  }
}
