import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface Tab {
  id: string
  title: ReactNode
  content: ReactNode
}

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. */
export function Tabs({ label, tabs, className = '' }: { label: string; tabs: Tab[]; className?: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '')
  const base = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const index = Math.max(0, tabs.findIndex(tab => tab.id === selected))
  const choose = (next: number) => {
    const tab = tabs[(next + tabs.length) % tabs.length]
    if (!tab) return
    setSelected(tab.id)
    buttons.current[tabs.indexOf(tab)]?.focus()
  }
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(next)
  }
  const current = tabs[index]
  return (
    <div className={`tabs ${className}`}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKey}>
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
            className="tabs__tab"
            onClick={() => setSelected(tab.id)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`${base}-${current.id}-panel`} aria-labelledby={`${base}-${current.id}-tab`} className="tabs__panel" tabIndex={0}>
          {current.content}
        </div>
      )}
    </div>
  )
}
