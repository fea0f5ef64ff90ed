/**
 * Seeded randomness for the simulated feed. Only integer and IEEE add/multiply steps are used
 * (no Math.log, Math.sin...), whose results are exact everywhere, so a seed gives the same
 * market on every machine and Node version.
 */
export type Random = () => number

/** mulberry32: a small, fast 32-bit generator; returns floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a of the text mixed with the seed: one independent stream per symbol. */
export function seedFor(seed: number, text: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** Roughly normal, mean 0, standard deviation 1 (sum of four uniforms, rescaled). */
export function gaussianish(random: Random): number {
  return (random() + random() + random() + random() - 2) * 1.7320508075688772
}

/** An integer in [min, max]. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}
