/**
 * How a deployment runs contests (PLAY_MODE). `paid`: the spec's product, entry fees paid from
 * wallets filled by deposits. `free`: no money goes in: no deposits, no entry fees; prizes come
 * from sponsors' budgets only (India's Promotion and Regulation of Online Gaming Act 2025 bans
 * offering or processing payments for online money games).
 */
export type PlayMode = 'paid' | 'free'

export const PLAY_MODES: readonly PlayMode[] = ['paid', 'free']

/** The texts server and client both show for what free mode turns off. */
export const playModeMessages = {
  depositsOff: 'Deposits are turned off: contests here are free to play, with prizes from sponsors',
  entryFeesOff: 'Entry fees are turned off: contests here are free to play',
  banner: 'Free to play: no deposits and no entry fees. Prizes are paid by sponsors.',
} as const
