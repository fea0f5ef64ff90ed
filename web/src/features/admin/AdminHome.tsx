import { Link } from 'react-router-dom'
import { adminSections } from './adminSections'

export function AdminHome() {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title">Admin</h1>
      <ul className="admin-sections">
        {adminSections.map(section => (
          <li key={section.to} className="card">
            <h2>
              <Link to={section.to}>{section.label}</Link>
            </h2>
            <p>{section.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
