import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import './tabs.css'

export interface Tab {
  id: string
  title: ReactNode
  content: ReactNode
  disabled?: boolean
}

/** The class names of each part, so a feature keeps its own look; `panelTabStop` for a panel with no control of its own (a table). */
export interface TabsLook {
  root: string
  list: string
  tab: string
  panel?: string
  panelTabStop?: boolean
}

const LOOK: TabsLook = { root: 'tabs', list: 'tabs__list', tab: 'tabs__tab', panel: 'tabs__panel', panelTabStop: true }

interface TabsProps {
  label: string
  tabs: Tab[]
  /** Added to the root's class. */
  className?: string
  look?: TabsLook
  /** Given when the shown tab lives elsewhere (the store); otherwise the tabs keep it. */
  selected?: string
  onSelect?: (id: string) => void
}

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs; only the shown tab's panel is rendered. */
export function Tabs({ label, tabs, className, look = LOOK, selected, onSelect }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.id ?? '')
  const shown = selected ?? own
  const base = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const index = Math.max(0, tabs.findIndex(tab => tab.id === shown))
  const select = (id: string) => {
    if (id === shown) return
    setOwn(id)
    onSelect?.(id)
  }
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const next = moves[event.key]
    const tab = next === undefined ? undefined : tabs[(next + tabs.length) % tabs.length]
    if (!tab) return
    event.preventDefault()
    select(tab.id)
    buttons.current[tabs.indexOf(tab)]?.focus()
  }
  const current = tabs[index]
  return (
    <div className={className ? `${look.root} ${className}` : look.root}>
      <div role="tablist" aria-label={label} className={look.list} onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={element => {
              buttons.current[i] = element
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-controls={`${base}-${tab.id}-panel`}
            aria-selected={i === index}
            tabIndex={i === index ? 0 : -1}
            disabled={tab.disabled}
            className={look.tab}
            onClick={() => select(tab.id)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`${base}-${current.id}-panel`} aria-labelledby={`${base}-${current.id}-tab`} className={look.panel} tabIndex={look.panelTabStop ? 0 : undefined}>
          {current.content}
        </div>
      )}
    </div>
  )
}
