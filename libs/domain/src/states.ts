/** States whose residents may not join paid contests (spec section 1); configurable per deployment. */
export const DEFAULT_EXCLUDED_STATES: readonly string[] = [
  'Assam',
  'Odisha',
  'Sikkim',
  'Nagaland',
  'Andhra Pradesh',
  'Telangana',
  'Meghalaya',
  'Tamil Nadu',
]

/** Former names still found in addresses and KYC documents. */
const ALIASES: Record<string, string> = { orissa: 'odisha' }

const canonical = (state: string): string => {
  const key = state.trim().replace(/\s+/g, ' ').toLowerCase()
  return ALIASES[key] ?? key
}

/** Case, spacing and former names do not matter: "tamil  nadu" and "Orissa" are matched. */
export function isExcludedState(state: string, excluded: readonly string[] = DEFAULT_EXCLUDED_STATES): boolean {
  const wanted = canonical(state)
  return excluded.some(name => canonical(name) === wanted)
}

/** Free contests are open to everyone; only paid ones are closed to the excluded states. */
export function mayJoinContest(state: string, paid: boolean, excluded: readonly string[] = DEFAULT_EXCLUDED_STATES): boolean {
  return !paid || !isExcludedState(state, excluded)
}
