/** The support feature as the app shell wires it: reducer at `support`, saga, pages and the badge. */
export { supportReducer, type SupportState } from './slice'
export { supportSaga } from './sagas'
export { HelpCenterPage } from './HelpCenterPage'
export { HelpHistoryPage } from './HelpHistoryPage'
export { ChatRoomPage } from './ChatRoomPage'
export { AdminTicketsPage } from './AdminTicketsPage'
export { UnreadBadge } from './UnreadBadge'
