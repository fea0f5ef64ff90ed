/** The product's name and contact address; the spec names neither, so both are set here once. */
export const BRAND = 'Arena'

export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@arena.example'
