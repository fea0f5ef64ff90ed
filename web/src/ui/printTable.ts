import './print.css'

/**
 * Prints every filtered row (not only the page on screen) from this same document: a sheet is
 * added to the body, the print stylesheet (print.css, @media print) shows only that sheet, and it
 * is removed once printing is over. No frame and no inline styles: the site's CSP (style-src
 * 'self') refused the old frame's <style> block, so the printout came out unstyled.
 */
export function printTable(title: string, headers: readonly string[], rows: readonly (readonly string[])[]): void {
  const sheet = printSheet(title, headers, rows)
  document.querySelector('.print-sheet')?.remove()
  document.body.append(sheet)
  document.body.classList.add('printing')
  const done = () => {
    document.body.classList.remove('printing')
    sheet.remove()
  }
  window.addEventListener('afterprint', done, { once: true })
  window.print()
}

/** The printed table, built as DOM nodes from plain text (textContent: nothing is parsed as HTML). */
export function printSheet(title: string, headers: readonly string[], rows: readonly (readonly string[])[]): HTMLElement {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    return node
  }
  const sheet = element('section')
  sheet.className = 'print-sheet'
  sheet.setAttribute('aria-hidden', 'true')
  const table = element('table')
  const headRow = element('tr')
  for (const header of headers) headRow.append(element('th', header))
  const head = element('thead')
  head.append(headRow)
  const body = element('tbody')
  for (const row of rows) {
    const tr = element('tr')
    for (const cell of row) tr.append(element('td', cell))
    body.append(tr)
  }
  table.append(head, body)
  sheet.append(element('h1', title), table)
  return sheet
}
