// The player's own profile.
export { ProfilePage } from '../../features/profile/ProfilePage'
