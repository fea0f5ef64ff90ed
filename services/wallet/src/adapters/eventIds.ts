import { derivedId as derivedIn } from '@arena/service-kit'

/** Fixed namespace of the wallet's derived ids (a random UUID, chosen once; stored ids were made with it). */
export const WALLET_IDS = '6f1c3a52b0d94e8a9a47c2e1d05b7f38'

/** The wallet's derived id of `name` (see service-kit's derivedId). */
export const derivedId = (name: string): string => derivedIn(WALLET_IDS, name)

/** Event ids include the stream, so two users reusing one client-chosen key never collide. */
export const eventIdFor = (stream: string, commandId: string, index: number): string => derivedIn(WALLET_IDS, stream, commandId, String(index))
