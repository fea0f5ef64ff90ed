const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** The printable page: every filtered row (not only the page on screen), as plain escaped text. */
export function printableHtml(title: string, headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = headers.map(h => `<th>${escapeHtml(h)}</th>`).join('')
  const body = rows.map(row => `<tr>${row.map(cell => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:4px 6px;text-align:left}</style>
</head><body><h1>${escapeHtml(title)}</h1><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`
}

/** Prints from a hidden frame, so the app page itself is left as it is. */
export function printTable(title: string, headers: readonly string[], rows: readonly (readonly string[])[]): void {
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.style.position = 'fixed'
  frame.style.width = '0'
  frame.style.height = '0'
  frame.style.border = '0'
  document.body.append(frame)
  const doc = frame.contentDocument
  if (!doc || !frame.contentWindow) return frame.remove()
  doc.open()
  doc.write(printableHtml(title, headers, rows))
  doc.close()
  frame.contentWindow.focus()
  frame.contentWindow.print()
  // print() blocks until the dialog closes in Chromium; removing later keeps other browsers printing.
  setTimeout(() => frame.remove(), 1000)
}
