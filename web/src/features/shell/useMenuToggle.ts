import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

/** Mobile menu state that closes itself on navigation and on Escape. */
export function useMenuToggle() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  return { open, toggle: () => setOpen(value => !value) }
}
