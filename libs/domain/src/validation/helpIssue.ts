import { checkUpload } from '../files'
import { compact, type FormInput, isBlank, requiredError } from './fields'
import { messages, type FieldErrors } from './messages'

/** The subject choice that asks for a free-text subject. */
export const OTHER_SUBJECT = 'Others'

export type HelpIssueInput = FormInput<'subject' | 'otherSubject' | 'description', 'issueImage'>

export type HelpIssueField = keyof HelpIssueInput

export function validateHelpIssue(input: HelpIssueInput): FieldErrors<HelpIssueField> {
  return compact({
    subject: requiredError(input.subject, messages.helpSubjectRequired),
    otherSubject: input.subject === OTHER_SUBJECT && isBlank(input.otherSubject) ? messages.otherSubjectRequired : undefined,
    description: requiredError(input.description, messages.helpDescriptionRequired),
    issueImage: input.issueImage ? checkUpload('helpAttachment', input.issueImage) : undefined,
  })
}

/** "my  wallet ISSUE" -> "My Wallet Issue": each word capitalised, the rest lower case, spaces collapsed. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(word => word !== '')
    .map(word => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
}

/** The subject the ticket is filed under: the free text, title-cased, when Others was chosen. */
export function helpIssueSubject(input: Pick<HelpIssueInput, 'subject' | 'otherSubject'>): string {
  return input.subject === OTHER_SUBJECT ? titleCase(input.otherSubject ?? '') : (input.subject ?? '').trim()
}
