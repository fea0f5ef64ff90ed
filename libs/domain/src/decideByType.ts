/** A decide function per command type, each given its own command: the compiler wants one for every type. */
export type DecideByType<Command extends { type: string }, State, Event> = {
  [Type in Command['type']]: (command: Extract<Command, { type: Type }>, state: State) => Event[]
}

/**
 * One `decide` from a decide function per command type, so a decider lists what each command
 * does instead of restating the switch and its exhaustiveness check. A command of a type the
 * table lacks (only possible by casting past the types) is an error, as the switch's default was.
 */
export function decideByType<Command extends { type: string }, State, Event>(
  name: string,
  table: DecideByType<Command, State, Event>,
): (command: Command, state: State) => Event[] {
  return (command, state) => {
    // Each entry takes its own command type; looking it up by the command's type is what makes them match.
    const decides = table as unknown as Record<string, (command: Command, state: State) => Event[]>
    const decide = Object.hasOwn(decides, command.type) ? decides[command.type] : undefined
    if (!decide) throw new Error(`unknown ${name} command ${JSON.stringify(command)}`)
    return decide(command, state)
  }
}
