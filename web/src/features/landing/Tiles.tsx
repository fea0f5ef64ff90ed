/** A row of cards, each a short heading and a sentence (the landing page's facts). */
export function Tiles({ tiles }: { tiles: { title: string; text: string }[] }) {
  return (
    <ul className="tiles">
      {tiles.map(tile => (
        <li key={tile.title} className="card">
          <h3>{tile.title}</h3>
          <p>{tile.text}</p>
        </li>
      ))}
    </ul>
  )
}
