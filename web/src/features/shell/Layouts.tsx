import { Outlet } from 'react-router-dom'
import { FreePlayBanner } from '../playMode/FreePlayBanner'
import { RequireSession } from '../session/RequireSession'
import { Footer } from './Footer'
import { PublicHeader } from './PublicHeader'
import { SignedInHeader } from './SignedInHeader'

export function PublicLayout() {
  return (
    <>
      <PublicHeader />
      <FreePlayBanner />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer />
    </>
  )
}

export function SignedInLayout() {
  return (
    <RequireSession>
      <SignedInHeader />
      <FreePlayBanner />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer />
    </RequireSession>
  )
}
