/** A small stable hash, so the same UPI ID always draws the same pattern. */
function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

const SIZE = 25
const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= SIZE - 8 && y < 8) || (x < 8 && y >= SIZE - 8)

function Finder({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width={7} height={7} fill="#000" />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill="#fff" />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill="#000" />
    </g>
  )
}

/**
 * A QR-looking PLACEHOLDER: corner squares and a pattern drawn from the UPI ID. It encodes
 * nothing and cannot be scanned; the provider's real QR image replaces it before launch.
 */
export function PlaceholderQr({ value, size = 180 }: { value: string; size?: number }) {
  let seed = hash(value)
  const cells: { x: number; y: number }[] = []
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      seed = Math.imul(seed ^ (seed >>> 15), 2246822519) >>> 0
      if (!inFinder(x, y) && seed % 2 === 0) cells.push({ x, y })
    }
  }
  return (
    <figure className="placeholder-qr">
      <svg viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`} width={size} height={size} role="img" aria-label="Placeholder QR code, not scannable" shapeRendering="crispEdges">
        <rect x={-2} y={-2} width={SIZE + 4} height={SIZE + 4} fill="#fff" />
        {cells.map(cell => (
          <rect key={`${cell.x}-${cell.y}`} x={cell.x} y={cell.y} width={1} height={1} fill="#000" />
        ))}
        <Finder x={0} y={0} />
        <Finder x={SIZE - 7} y={0} />
        <Finder x={0} y={SIZE - 7} />
      </svg>
      <figcaption>Placeholder QR: not a payable code. Pay to the UPI ID below.</figcaption>
    </figure>
  )
}
