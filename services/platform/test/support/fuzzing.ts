import fc from 'fast-check'

/** Texts that have broken parsers, validators and stores before, mixed in with random ones. */
const nastyText = fc.constantFrom(
  '', ' ', '\u0000', 'asha\u0000', '../../secrets.json', '%00', '%2e%2e%2f', '<script>alert(1)</script>', "' OR 1=1 --",
  '9876543210', '+919876543210', '-1', '0', '1e309', 'NaN', 'Infinity', '0.001', '99999999999999999999', '__proto__', 'constructor',
  '{}', '[]', 'null', 'true', '\u202e', '\ud800', '１２３４５６', 'a'.repeat(10_000), 'Others', 'phone', 'otp', 'mobile', 'email', 'password',
)
const text = fc.oneof({ weight: 2, arbitrary: nastyText }, fc.string(), fc.string({ unit: 'binary' }))
/** Single characters that end strings, paths, encodings or database texts early. */
const fragment = fc.constantFrom('\u0000', '\ud800', '\u202e', '../', "'", '"', '<', '%', '\\', ' ', '\n', '\u{1d538}', '0', '-', '.', 'e')
const edge = fc.oneof({ weight: 3, arbitrary: fragment }, text)
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' }) },
  fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
)
/** Field names the services read, so random bodies reach past "field is required" now and then. */
const knownKey = fc.constantFrom('_id', 'id', 'userId', 'user_id', 'type', 'otp', 'encrypted_otp', 'amount', 'method', 'reference', 'mobile', 'countryCode',
  'email', 'password', 'password2', 'name', 'terms', 'subject', 'description', 'reason', 'upiid', 'bank_account_id', 'status', 'eventId', 'depositId', '__proto__')
const key = fc.oneof(knownKey, fc.string({ maxLength: 12 }))

/** A JSON object of arbitrary fields and values. */
export const arbitraryBody = fc.dictionary(key, value, { maxKeys: 8 })

/** The valid example with one field replaced, some fields dropped, one added, or one text bent. */
export function mutationsOf(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example)
  if (keys.length === 0) return fc.oneof(arbitraryBody, fc.record({ k: key, v: value }).map(({ k, v }) => ({ [k]: v })))
  const field = fc.constantFrom(...keys)
  // Mostly one field changed, so the rest stays valid and the change reaches the code behind validation.
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ k: field, v: value }).map(({ k, v }) => ({ ...example, [k]: v })) },
    { weight: 3, arbitrary: fc.record({ k: field, before: edge, after: edge }).map(({ k, before, after }) => ({ ...example, [k]: `${before}${String(example[k])}${after}` })) },
    fc.subarray(keys).map(kept => Object.fromEntries(kept.map(k => [k, example[k]]))),
    fc.record({ k: key, v: value }).map(({ k, v }) => ({ ...example, [k]: v })),
  )
}

/** The body as form fields, when every value can be one; otherwise undefined (sent as JSON instead). */
export function asFormFields(body: Record<string, unknown>): Record<string, string> | undefined {
  const entries = Object.entries(body)
  if (entries.some(([k, v]) => (typeof v === 'object' && v !== null) || /["\r\n]/.test(k))) return undefined
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]))
}

/** Every UTF-8 byte percent-encoded: encodeURIComponent throws on a lone surrogate, which is half the point. */
const encoded = (text: string) => [...Buffer.from(text, 'utf8')].map(byte => `%${byte.toString(16).padStart(2, '0')}`).join('')

/** A query string of arbitrary (repeated) keys and texts. */
export const arbitraryQuery = fc.array(fc.tuple(fc.oneof(knownKey, fc.constantFrom('page', 'limit', 'search', 'symbol', 'interval', 'until')), text), { maxLength: 5 })
  .map(pairs => pairs.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join('&'))
