/**
 * One decision on something held for review (a withdrawal, a prize). Repeating the decision
 * already made changes nothing (a retried request, two admins clicking); deciding on what was
 * never held is refused, and so is the opposite of a decision already made.
 */
export function decideHeld<S extends { status: string }, E>(
  state: S | null,
  decision: S['status'],
  event: (state: S) => E,
  refuse: { notHeld: () => Error; decided: (status: S['status']) => Error },
): E[] {
  if (!state) throw refuse.notHeld()
  if (state.status === decision) return []
  if (state.status !== 'held') throw refuse.decided(state.status)
  return [event(state)]
}
