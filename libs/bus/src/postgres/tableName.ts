import { createHash } from 'node:crypto'

/**
 * A safe PostgreSQL table name from free text (a consumer group): lower-case word characters,
 * and a hash suffix when it had to be shortened, since identifiers stop at 63 bytes.
 */
export function tableName(prefix: string, name: string): string {
  const cleaned = `${prefix}_${name}`.toLowerCase().replace(/[^a-z0-9_]+/g, '_')
  if (cleaned.length <= 63 && cleaned === `${prefix}_${name}`) return cleaned
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 10)
  return `${cleaned.slice(0, 52)}_${hash}`
}

/** `create ... if not exists` still races when two processes start at once; losing that race is fine. */
export function ignoreAlreadyExists(error: unknown): void {
  const code = (error as { code?: string }).code
  if (code !== '42P07' && code !== '23505') throw error
}
