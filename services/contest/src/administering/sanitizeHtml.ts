/**
 * Contest rules arrive as HTML from the admin form and are shown as HTML to every player, so
 * only a small allow-list survives: p, ul, ol, li, b, strong, i, em, br, h3, h4, and a with an
 * http(s) href. Attributes are dropped (an a keeps only its href); every other `<`, `>`, quote
 * and stray `&` is escaped, so a script or an event handler shows as text and never runs.
 * Open tags are closed at the end and stray closing tags dropped, so the rules cannot spill
 * their formatting into the page around them.
 */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'b', 'strong', 'i', 'em', 'br', 'h3', 'h4', 'a'])
const VOID = new Set(['br'])
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s[^<>]*)?)\/?>/g
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i
const SAFE_URL = /^https?:\/\/[^\s"'<>`\\]+$/i

function escapeText(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '&') {
      ENTITY.lastIndex = i
      out += ENTITY.test(text) ? '&' : '&amp;'
    } else if (c === '<') out += '&lt;'
    else if (c === '>') out += '&gt;'
    else if (c === '"') out += '&quot;'
    else if (c === "'") out += '&#39;'
    else out += c
  }
  return out
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`
  const match = HREF.exec(attributes)
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim()
  return SAFE_URL.test(href) ? `<a href="${escapeText(href)}" rel="noopener noreferrer nofollow" target="_blank">` : '<a>'
}

export function sanitizeHtml(html: string): string {
  let out = ''
  let last = 0
  const open: string[] = []
  for (const match of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, match.index))
    last = match.index + match[0].length
    const [raw, slash, tag, attributes = ''] = match
    const name = tag!.toLowerCase()
    if (!ALLOWED.has(name)) {
      out += escapeText(raw)
    } else if (slash) {
      const at = open.lastIndexOf(name)
      if (at === -1) continue
      // Closing an outer tag closes what is still open inside it.
      while (open.length > at) out += `</${open.pop()}>`
    } else if (VOID.has(name)) {
      out += `<${name}>`
    } else {
      out += openTag(name, attributes)
      open.push(name)
    }
  }
  out += escapeText(html.slice(last))
  while (open.length > 0) out += `</${open.pop()}>`
  return out
}
