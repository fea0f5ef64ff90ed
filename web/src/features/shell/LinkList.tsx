import { Link, NavLink } from 'react-router-dom'
import type { NavLinkSpec } from './links'

/**
 * A list of in-app links. In a menu (`nav`) the current page's link is marked (NavLink);
 * `end` on a link marks it only on its own path, not under it.
 */
export function LinkList({ links, nav = false }: { links: (NavLinkSpec & { end?: boolean })[]; nav?: boolean }) {
  return (
    <ul>
      {links.map(link => (
        <li key={link.to}>
          {nav ? (
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          ) : (
            <Link to={link.to}>{link.label}</Link>
          )}
        </li>
      ))}
    </ul>
  )
}
