// The player's side of support; the admin ticket queue is in the admin chunk.
export { HelpCenterPage } from '../../features/support/HelpCenterPage'
export { HelpHistoryPage } from '../../features/support/HelpHistoryPage'
export { ChatRoomPage } from '../../features/support/ChatRoomPage'
