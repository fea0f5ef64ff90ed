import { idsIn } from '@arena/service-kit'

/** Fixed namespace of the contest's derived ids (a random UUID, chosen once; stored ids were made with it). */
export const CONTEST_IDS = 'c0a7e5f1d2b84e6a9f3b17d4e8a26c95'

/**
 * The contest's derived id of parts, so a step re-driven after a crash sends the very command it
 * sent before (`derivedId('fee', holdId)`) and the wallet recognises it instead of paying twice.
 */
export const derivedId = idsIn(CONTEST_IDS)
