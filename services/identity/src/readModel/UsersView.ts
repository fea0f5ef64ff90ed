import { categoryOf, idOf, userEventTypes, type LoginRecordedData, type RecordedEvent, type UserEvent } from '@arena/contracts'
import type { Projection } from '@arena/service-kit'
import { evolveUser, initialUser, isLockedOut, type UserState } from '../domain/user'
import { lookupKeys, type LookupKind } from './lookupKeys'

/** Sessions an event ended: `all` when the user was blocked or deleted (every socket of theirs goes). */
export interface EndedSessions {
  userId: string
  sessionIds: readonly string[] | 'all'
}

/**
 * Users, their lookups and login history, folded in memory from the global log. Rebuilt from
 * position 0 at every start; a write waits for its own position here before it answers.
 */
export class UsersView implements Projection<EndedSessions> {
  readonly #users = new Map<string, UserState>()
  readonly #lookups = new Map<LookupKind, Map<string, string>>()
  readonly #logins = new Map<string, LoginRecordedData[]>()
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

  /** Newest first. */
  loginHistory(userId: string, page: number, size: number): { items: LoginRecordedData[]; total: number } {
    const all = this.#logins.get(userId) ?? []
    const newestFirst = all.slice().reverse()
    return { items: newestFirst.slice((page - 1) * size, page * size), total: all.length }
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

  #applyUserEvent(userId: string, event: UserEvent): EndedSessions | undefined {
    const before = this.#users.get(userId) ?? initialUser
    const after = evolveUser(before, event)
    this.#users.set(userId, after)
    const [oldKeys, newKeys] = [lookupKeys(before), lookupKeys(after)]
    for (const [kind, key] of oldKeys) if (newKeys.get(kind) !== key) this.#index(kind).delete(key)
    for (const [kind, key] of newKeys) this.#index(kind).set(key, userId)
    if (event.type === 'LoginRecorded') {
      const list = this.#logins.get(userId) ?? []
      list.push(event.data)
      this.#logins.set(userId, list)
    }
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
