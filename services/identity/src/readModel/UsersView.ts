import { categoryOf, idOf, userEventTypes, type RecordedEvent, type UserEvent } from '@arena/contracts'
import type { Checkpointable, Projection } from '@arena/service-kit'
import { checked, IDENTITY_FOLD_VERSION, UsersCheckpoint } from './checkpoints'
import { evolveUser, initialUser, isLockedOut, type UserState } from '../domain/user'
import { lookupKeys, type LookupKind } from './lookupKeys'

/** Sessions an event ended: `all` when the user was blocked or deleted (every socket of theirs goes). */
export interface EndedSessions {
  userId: string
  sessionIds: readonly string[] | 'all'
}

/**
 * Users and their lookups, folded in memory from the global log, from a checkpoint and the log
 * after it; a write waits for its own position here before it answers. Login histories are read
 * from each user's stream (`loginHistory`).
 */
export class UsersView implements Projection<EndedSessions>, Checkpointable {
  readonly foldVersion = IDENTITY_FOLD_VERSION
  readonly #users = new Map<string, UserState>()
  readonly #lookups = new Map<LookupKind, Map<string, string>>()
  readonly #imageOwners = new Map<string, string>()
  #position = 0
  readonly reads = { categories: ['user'] }

  /** Global position of the last event applied. */
  get position(): number {
    return this.#position
  }

  apply(event: RecordedEvent): EndedSessions | undefined {
    let ended: EndedSessions | undefined
    if (categoryOf(event.stream) === 'user' && userEventTypes.has(event.type)) ended = this.#applyUserEvent(idOf(event.stream), event as unknown as UserEvent)
    this.#position = Math.max(this.#position, event.position)
    return ended
  }

  byId(id: string): UserState | undefined {
    return this.#users.get(id)
  }

  find(kind: LookupKind, key: string): UserState | undefined {
    const id = this.#lookups.get(kind)?.get(key.toLowerCase())
    return id === undefined ? undefined : this.#users.get(id)
  }

  imageOwner(file: string): string | undefined {
    return this.#imageOwners.get(file)
  }

  /**
   * Case-insensitive substring search over name, mobile and email, or the exact user id (the id
   * the wallet's ledger and queues show), newest registrations first.
   */
  search(query: string, page: number, size: number): { items: UserState[]; total: number } {
    const needle = query.trim().toLowerCase()
    const matches = [...this.#users.values()]
      .filter(u => needle === '' || u.id.toLowerCase() === needle || [u.name, u.mobile ?? '', u.email ?? ''].some(v => v.toLowerCase().includes(needle)))
      .sort((a, b) => b.registeredAt.localeCompare(a.registeredAt))
    return { items: matches.slice((page - 1) * size, page * size), total: matches.length }
  }

  /** Users as JSON (`UsersCheckpoint`). */
  checkpoint(): UsersCheckpoint {
    return {
      users: [...this.#users].map(([id, user]) => {
        const { roles, sessions, sessionStarts, ...state } = user
        return [id, { roles: [...roles], sessions: [...sessions], sessionStarts: [...sessionStarts], state }]
      }),
    }
  }

  /** Takes up a checkpoint written at `position`, on a view that has applied nothing; lookups and image owners follow from the users. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.#position !== 0 || this.#users.size > 0) throw new Error('a checkpoint is restored into a view that has applied nothing')
    const checkpoint = checked(UsersCheckpoint, 'users', json)
    // One set per list of roles and one empty map, shared as the fold shares `initialUser`'s: the
    // state is never changed in place (`evolveUser` makes new ones), and a set or map per user is
    // 150 to 180 bytes of heap each, 13,000 times over.
    const roleSets = new Map<string, ReadonlySet<string>>()
    const rolesOf = (roles: string[]): ReadonlySet<string> => {
      const key = roles.join('\n')
      let set = roleSets.get(key)
      if (!set) roleSets.set(key, (set = new Set(roles)))
      return set
    }
    const mapOf = (entries: [string, string][]): ReadonlyMap<string, string> => (entries.length === 0 ? noEntries : new Map(entries))
    // Session start times are not kept (`withoutStarts`); checkpoints written before still list them.
    for (const [id, { roles, sessions, state }] of checkpoint.users) {
      // Into the parsed row, not a spread copy of it: a copy of each row took a hidden class of its
      // own (9 MB more heap at 13,000 users, docs/perf/startup.md run O). The store reads a checkpoint back fresh.
      const user = Object.assign(state, { roles: rolesOf(roles), sessions: mapOf(sessions), sessionStarts: noEntries }) as unknown as UserState
      this.#users.set(id, user)
      for (const [kind, key] of lookupKeys(user)) this.#index(kind).set(key, id)
      if (user.profileImage) this.#imageOwners.set(user.profileImage, id)
    }
    this.#position = position
  }

  #applyUserEvent(userId: string, event: UserEvent): EndedSessions | undefined {
    const before = this.#users.get(userId) ?? initialUser
    const after = withoutStarts(evolveUser(before, event))
    this.#users.set(userId, after)
    const [oldKeys, newKeys] = [lookupKeys(before), lookupKeys(after)]
    for (const [kind, key] of oldKeys) if (newKeys.get(kind) !== key) this.#index(kind).delete(key)
    for (const [kind, key] of newKeys) this.#index(kind).set(key, userId)
    if (before.profileImage !== after.profileImage) {
      if (before.profileImage) this.#imageOwners.delete(before.profileImage)
      if (after.profileImage) this.#imageOwners.set(after.profileImage, userId)
    }
    if (isLockedOut(after) && !isLockedOut(before)) return { userId, sessionIds: 'all' }
    // A new session drops expired ones; those tokens have run out already, nothing to end.
    if (event.type === 'SessionStarted') return undefined
    const ended = [...before.sessions.keys()].filter(id => !after.sessions.has(id))
    return ended.length > 0 ? { userId, sessionIds: ended } : undefined
  }

  #index(kind: LookupKind): Map<string, string> {
    let index = this.#lookups.get(kind)
    if (!index) this.#lookups.set(kind, (index = new Map()))
    return index
  }
}

const noEntries: ReadonlyMap<string, string> = new Map()

/**
 * The user without the start time of each open session: only the decider reads those (a break
 * ends the sessions started before it), from the user's own stream, and here they were a second
 * map per user (280 bytes each, 13,000 users: 3.7 MB of every edge).
 */
const withoutStarts = (user: UserState): UserState => (user.sessionStarts.size === 0 ? user : { ...user, sessionStarts: noEntries })
