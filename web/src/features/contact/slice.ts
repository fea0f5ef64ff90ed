import { createFormSlice, type FormState } from '../../app/formSlice'

export const contactSlice = createFormSlice('contact')
export const { submitted: contactSubmitted, reset: contactReset } = contactSlice.actions
export const contactReducer = contactSlice.reducer
export const selectContact = (state: { contact: FormState }) => state.contact
