/** What identity needs from outside, wired by the platform (in process or over the bus). */

/** Fields another service owns (wallets, KYC statuses) that the profile call merges in. */
export type ProfileExtras = (userId: string) => Promise<Record<string, unknown>>

/** The wallet's time-out or self-exclusion in force for a user, or null. */
export type BreakLookup = (userId: string) => Promise<{ kind: 'timeOut' | 'selfExclusion'; until: string } | null>
