/** The product's name and contact address; the spec names neither, so both are set here once. */
export const BRAND = 'Arena'

// `?.`: outside a Vite build (a test importing the route table) there is no import.meta.env.
export const SUPPORT_EMAIL = import.meta.env?.VITE_SUPPORT_EMAIL ?? 'support@arena.example'
