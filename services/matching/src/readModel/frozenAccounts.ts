/**
 * Per contest, the players whose account froze: the accounts the read model has forgotten
 * (`forgetFrozen`), so a join delivered again opens nothing and loads nothing. Folded from
 * matching's own AccountFrozen.
 */
export class FrozenAccounts {
  readonly #byContest = new Map<string, Set<string>>()

  add(contestId: string, userId: string): void {
    let players = this.#byContest.get(contestId)
    if (!players) this.#byContest.set(contestId, (players = new Set()))
    players.add(userId)
  }

  has(contestId: string, userId: string): boolean {
    return this.#byContest.get(contestId)?.has(userId) ?? false
  }

  /** As JSON (`MatchingCheckpoint`): each contest with its frozen players. */
  toJSON(): [contestId: string, userIds: string[]][] {
    return [...this.#byContest].map(([contestId, players]) => [contestId, [...players]])
  }

  /** What `toJSON` wrote, on a record that holds nothing yet. */
  restore(json: readonly (readonly [contestId: string, userIds: readonly string[]])[]): void {
    for (const [contestId, userIds] of json) for (const userId of userIds) this.add(contestId, userId)
  }
}
