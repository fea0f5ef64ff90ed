/**
 * The spec asks for six media images and a row of press logos but names no publications,
 * so these are generated placeholders (web/public/media), labelled as such.
 */
export interface MediaImage {
  src: string
  alt: string
}

export const mediaImages: MediaImage[] = [1, 2, 3, 4, 5, 6].map(n => ({ src: `/media/media-${n}.svg`, alt: `Media image ${n} (placeholder)` }))

export const pressLogos: MediaImage[] = [1, 2, 3, 4].map(n => ({ src: `/media/press-${n}.svg`, alt: `Press logo ${n} (placeholder)` }))
