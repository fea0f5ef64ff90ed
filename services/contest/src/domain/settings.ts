import { DEFAULT_EXCLUDED_STATES, type Decider } from '@arena/domain'

/** Contest-wide settings, folded from the `contest-settings` stream. */
export interface SettingsState {
  /** States whose residents may not join paid contests; the spec's eight until an admin says otherwise. */
  excludedStates: readonly string[]
}

export type SettingsEvent = { type: 'ExcludedStatesConfigured'; data: { states: string[]; configuredBy: string } }

export const initialSettings = (): SettingsState => ({ excludedStates: DEFAULT_EXCLUDED_STATES })

export function evolveSettings(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'ExcludedStatesConfigured':
      return { ...state, excludedStates: event.data.states }
    default: {
      const never: never = event.type
      throw new Error(`unknown settings event ${String(never)}`)
    }
  }
}

export class SettingsInvalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Please check the highlighted fields')
    this.name = 'SettingsInvalid'
  }
}

/** Trims, drops repeats (case and spacing ignored) and refuses blanks; an empty list is allowed. */
export type SettingsCommand = { type: 'ConfigureExcludedStates'; states: unknown; by: string }

export function decideExcludedStates(command: { states: unknown; by: string }): SettingsEvent[] {
  const invalid = new SettingsInvalid({ states: 'States must be a list of state names' })
  if (!Array.isArray(command.states)) throw invalid
  const seen = new Set<string>()
  const states: string[] = []
  for (const raw of command.states) {
    if (typeof raw !== 'string') throw invalid
    const name = raw.trim().replace(/\s+/g, ' ')
    if (name === '' || name.length > 60) throw invalid
    if (seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    states.push(name)
  }
  return [{ type: 'ExcludedStatesConfigured', data: { states, configuredBy: command.by } }]
}

/** The contest-wide settings stream. */
export const settingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  decide: command => decideExcludedStates(command),
  evolve: evolveSettings,
  initialState: initialSettings,
}
