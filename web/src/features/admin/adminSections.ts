/** The admin area's pages; other features add theirs here as they are built. */
export const adminSections: { to: string; label: string; description: string }[] = [
  { to: '/admin/users', label: 'Users', description: 'Find players by name, mobile or email; block, unblock or restore accounts.' },
]
