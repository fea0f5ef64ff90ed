export function MenuButton({ open, controls, onClick }: { open: boolean; controls: string; onClick: () => void }) {
  return (
    <button type="button" className="menu-button" aria-expanded={open} aria-controls={controls} onClick={onClick}>
      <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      <span className="menu-button__bars" aria-hidden="true" />
    </button>
  )
}
