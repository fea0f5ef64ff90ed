/**
 * Fair-play detection as pure functions over what identity knows: which accounts were seen with
 * which device, bank account, UPI id or PAN, and where and when each account signed up. A flag
 * is evidence for an admin, not a verdict: it holds a winner's prize until someone looks.
 */

export type SharedKind = 'device' | 'bank' | 'upi' | 'pan'
export type FlagKind = SharedKind | 'signupIp'

/** One account seen with one value (a login from a device, a bank account added, a PAN given). */
export interface Sighting {
  kind: SharedKind
  userId: string
  value: string
  at: string
  /** When the account was last seen with the value, if later than `at`: one sighting stands for all of an account's with a value. */
  lastAt?: string
}

/** Where an account signed up from: the IP of its first login row. */
export interface SignUp {
  userId: string
  ip: string
  at: string
}

export interface FairPlayRules {
  /** This many sign-ups or more from one IP within `signupWindowMs` flag all of them. */
  signupsPerIp: number
  signupWindowMs: number
  /** Addresses that say nothing about the client (loopback behind a proxy that does not forward it). */
  ignoredIps: readonly string[]
}

export interface Flag {
  kind: FlagKind
  /** Masked where sensitive, so the admin page never shows a whole account number or PAN. */
  value: string
  accounts: { userId: string; at: string }[]
  firstAt: string
  lastAt: string
}

export const defaultFairPlayRules: FairPlayRules = { signupsPerIp: 5, signupWindowMs: 60 * 60_000, ignoredIps: ['127.0.0.1', '::1'] }

/** The same value however it was typed: spaces dropped, case folded where case means nothing. */
export function normalizeValue(kind: SharedKind, value: string): string {
  const compact = value.replace(/\s+/g, '')
  if (kind === 'pan') return compact.toUpperCase()
  if (kind === 'upi') return compact.toLowerCase()
  return compact
}

/** Bank accounts and PANs keep their last four characters; a UPI id keeps its first two and its bank handle. */
export function maskValue(kind: FlagKind, value: string): string {
  switch (kind) {
    case 'bank':
    case 'pan':
      return value.length <= 4 ? '*'.repeat(value.length) : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`
    case 'upi': {
      const [name = '', handle] = value.split('@')
      return `${name.slice(0, 2)}${'*'.repeat(Math.max(name.length - 2, 1))}${handle === undefined ? '' : `@${handle}`}`
    }
    case 'device':
    case 'signupIp':
      return value
    default: {
      const never: never = kind
      throw new Error(`unknown flag kind ${String(never)}`)
    }
  }
}

const byTime = <T extends { at: string }>(a: T, b: T) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)

function flagOf(kind: FlagKind, value: string, seen: readonly { userId: string; at: string; lastAt?: string }[]): Flag {
  const first = new Map<string, string>()
  for (const s of [...seen].sort(byTime)) if (!first.has(s.userId)) first.set(s.userId, s.at)
  const times = seen.flatMap(s => (s.lastAt === undefined ? [s.at] : [s.at, s.lastAt])).sort()
  return { kind, value: maskValue(kind, value), accounts: [...first].map(([userId, at]) => ({ userId, at })), firstAt: times[0]!, lastAt: times.at(-1)! }
}

/** Every value seen with two or more accounts, one flag per kind and value. */
export function sharedValueFlags(sightings: readonly Sighting[]): Flag[] {
  const groups = new Map<string, { kind: SharedKind; value: string; seen: Sighting[] }>()
  for (const s of sightings) {
    const value = normalizeValue(s.kind, s.value)
    if (value === '') continue
    const key = `${s.kind}\n${value}`
    const group = groups.get(key) ?? { kind: s.kind, value, seen: [] }
    group.seen.push(s)
    groups.set(key, group)
  }
  return [...groups.values()]
    .filter(g => new Set(g.seen.map(s => s.userId)).size >= 2)
    .map(g => flagOf(g.kind, g.value, g.seen))
}

/**
 * One flag per IP that had `signupsPerIp` sign-ups or more within one window: it names every
 * account that signed up inside such a window (a busy week spread thin flags nobody).
 */
export function signupBurstFlags(signups: readonly SignUp[], rules: FairPlayRules): Flag[] {
  const byIp = new Map<string, SignUp[]>()
  for (const s of signups) {
    if (rules.ignoredIps.includes(s.ip)) continue
    byIp.set(s.ip, [...(byIp.get(s.ip) ?? []), s])
  }
  const flags: Flag[] = []
  for (const [ip, list] of byIp) {
    const sorted = [...list].sort(byTime)
    const flagged = new Set<SignUp>()
    let start = 0
    for (let end = 0; end < sorted.length; end++) {
      while (Date.parse(sorted[end]!.at) - Date.parse(sorted[start]!.at) >= rules.signupWindowMs) start++
      if (end - start + 1 >= rules.signupsPerIp) for (let i = start; i <= end; i++) flagged.add(sorted[i]!)
    }
    if (flagged.size > 0) flags.push(flagOf('signupIp', ip, [...flagged]))
  }
  return flags
}

export function detectFlags(facts: { sightings: readonly Sighting[]; signups: readonly SignUp[] }, rules: FairPlayRules): Flag[] {
  return [...sharedValueFlags(facts.sightings), ...signupBurstFlags(facts.signups, rules)]
}

const what: Record<FlagKind, string> = { device: 'a device', bank: 'a bank account', upi: 'a UPI id', pan: 'a PAN', signupIp: 'a sign-up address' }

/** The reason a prize is held, for the admin and the ledger: which flags, with how many others. */
export function holdReason(userId: string, flags: readonly Flag[]): string | null {
  const own = flags.filter(f => f.accounts.some(a => a.userId === userId))
  if (own.length === 0) return null
  return own
    .map(f => {
      const others = f.accounts.length - 1
      const count = `${others} other account${others === 1 ? '' : 's'}`
      return f.kind === 'signupIp' ? `Signed up from ${f.value} with ${count} in a short time` : `Shares ${what[f.kind]} (${f.value}) with ${count}`
    })
    .join('; ')
}
