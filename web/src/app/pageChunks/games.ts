// The games pages.
export { GamesPage } from '../../features/games/GamesPage'
export { UpDownFreePage } from '../../features/games/UpDownFreePage'
export { UpDownPage } from '../../features/games/UpDownPage'
