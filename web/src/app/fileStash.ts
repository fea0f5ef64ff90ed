/**
 * Chosen files wait here while their action travels through the store: actions stay plain
 * data (Redux's rule) and carry only the stash id; the saga takes the file out once.
 */
const files = new Map<string, File>()
let next = 0

export function stashFile(file: File): string {
  next += 1
  const id = `file-${next}`
  files.set(id, file)
  return id
}

export function takeFile(id: string | undefined): File | undefined {
  if (id === undefined) return undefined
  const file = files.get(id)
  files.delete(id)
  return file
}
