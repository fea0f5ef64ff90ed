import { streams, type UserEvent } from '@arena/contracts'
import { IdentityError } from '../domain/errors'
import { decideUser, type UserCommand } from '../domain/decideUser'
import { evolveUser, initialUser, type UserState } from '../domain/user'
import { runCommand, type Cause } from './commandRunner'
import type { IdentityDeps } from './deps'

const userFold = { initial: initialUser, evolve: (state: UserState, event: UserEvent) => evolveUser(state, event) }

/**
 * Runs a command on `user-<id>` and waits until the read model shows its effect, so the
 * answer and any read that follows it agree (read-your-writes).
 */
export async function applyToUser(deps: IdentityDeps, userId: string, command: UserCommand, cause: Cause): Promise<UserEvent[]> {
  const { events, position } = await runCommand(deps.store, streams.user(userId), userFold, state => ({ events: decideUser(command, state), result: undefined }), cause)
  await deps.viewCaughtUpTo(position)
  return events
}

/** The user as the read model has it now, or USER_NOT_FOUND. */
export function requireUser(deps: IdentityDeps, userId: string): UserState {
  const user = deps.view.byId(userId)
  if (!user) throw new IdentityError('USER_NOT_FOUND')
  return user
}
