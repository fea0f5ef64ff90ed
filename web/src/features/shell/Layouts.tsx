import { Outlet } from 'react-router-dom'
import { RequireSession } from '../session/RequireSession'
import { Footer } from './Footer'
import { PublicHeader } from './PublicHeader'
import { SignedInHeader } from './SignedInHeader'

export function PublicLayout() {
  return (
    <>
      <PublicHeader />
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
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer />
    </RequireSession>
  )
}
