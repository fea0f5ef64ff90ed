import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PlatformUnderTest } from './platformUnderTest'

export interface Person {
  id: string
  token: string
  mobile: string
  name: string
}

let nextMobile = 0

/** A fresh Indian mobile number per person, so OTP cool-downs and per-number limits never meet. */
export function freshMobile(): string {
  nextMobile += 1
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(nextMobile).padStart(6, '0')}`
}

/** The last code the outbox holds for `address`, as a person reading their SMS would see it. */
export async function lastCode(dataDir: string, address: string): Promise<string> {
  const lines = (await readFile(join(dataDir, 'outbox', 'otp.jsonl'), 'utf8')).trim().split('\n')
  const found = lines.map(line => JSON.parse(line) as { address: string; code: string }).filter(line => line.address === address).at(-1)
  if (!found) throw new Error(`no code was sent to ${address}`)
  return found.code
}

async function step(put: PlatformUnderTest, url: string, json: Record<string, unknown>, token?: string) {
  const answer = await put.call({ method: 'POST', url, json, token })
  if (answer.statusCode !== 200) throw new Error(`${url} ${JSON.stringify(json)} answered ${answer.statusCode} ${answer.text}`)
  return answer.body
}

/** What every test player declares before paid contests: an adult in an allowed state, as their KYC will say. */
export const ADULT_DECLARATION = { dob: '1990-05-14', state: 'Karnataka' } as const

/**
 * Both steps of the Sign Up tab, through the real routes and the real OTP outbox, then the
 * once-only declaration paid contests ask for (`declared: false` leaves it to the test).
 */
export async function signUp(put: PlatformUnderTest, name: string, mobile = freshMobile(), { declared = true } = {}): Promise<Person> {
  const first = await step(put, '/api/user-registor', { countryCode: '91', mobile })
  const otp = await lastCode(put.dataDir, `+91${mobile}`)
  const second = await step(put, '/api/user-registor', { countryCode: '91', mobile, otp, encrypted_otp: first.data.encrypted_otp, name, terms: true })
  if (declared) await step(put, '/api/player-declaration', ADULT_DECLARATION, second.token)
  const profile = await put.call({ method: 'POST', url: '/api/profile-data', token: second.token, json: {} })
  return { id: profile.body.data._id, token: second.token, mobile, name }
}

/** An admin made the operator's way (ensureAdmin), then signed in with an OTP like anyone else. */
export async function admin(put: PlatformUnderTest, name = 'opsadmin'): Promise<Person> {
  const mobile = freshMobile()
  const { userId } = await put.platform.identity.ensureAdmin({ mobile, countryCode: '91' }, name)
  const first = await step(put, '/api/login', { countryCode: '91', mobile })
  const otp = await lastCode(put.dataDir, `+91${mobile}`)
  const second = await step(put, '/api/login', { countryCode: '91', mobile, otp, encrypted_otp: first.data.encrypted_otp })
  return { id: userId, token: second.token, mobile, name }
}

/** Both steps of the Sign In tab for someone already registered (another device), after the OTP cool-down. */
export async function logIn(put: PlatformUnderTest, person: Pick<Person, 'mobile'>): Promise<string> {
  put.clock.advance(31_000)
  const first = await step(put, '/api/login', { countryCode: '91', mobile: person.mobile })
  const otp = await lastCode(put.dataDir, `+91${person.mobile}`)
  const second = await step(put, '/api/login', { countryCode: '91', mobile: person.mobile, otp, encrypted_otp: first.data.encrypted_otp })
  return second.token
}
