import type { Cause } from '@arena/contracts'
import { streams, type UserEvent } from '@arena/contracts'
import { IdentityError } from '../domain/errors'
import type { UserCommand } from '../domain/decideUser'
import type { UserState } from '../domain/user'
import type { IdentityDeps } from '../adapters/deps'

/**
 * Runs a command on `user-<id>` and waits until the read model shows its effect, so the
 * answer and any read that follows it agree (read-your-writes).
 */
export async function applyToUser(deps: IdentityDeps, userId: string, command: UserCommand, cause: Cause): Promise<UserEvent[]> {
  const { events, position } = await deps.commands.user.execute(streams.user(userId), command, cause)
  await deps.viewCaughtUpTo(position)
  return events
}

/** The user as the read model has it now, or USER_NOT_FOUND. */
export function requireUser(deps: IdentityDeps, userId: string): UserState {
  const user = deps.view.byId(userId)
  if (!user) throw new IdentityError('USER_NOT_FOUND')
  return user
}
