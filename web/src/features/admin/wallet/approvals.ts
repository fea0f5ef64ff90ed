/** A queue row's four-eyes state, as the wallet reports it. */
export interface Approvable {
  status: string
  approvals?: string[]
  approvalsNeeded?: number
}

/** "1 of 2 approvals" while a two-admin row waits; null where one admin decides or it is settled. */
export function approvalProgress(row: Approvable): string | null {
  const needed = row.approvalsNeeded ?? 1
  if (needed < 2 || row.status !== 'pending') return null
  return `${row.approvals?.length ?? 0} of ${needed} approvals`
}

/** What the confirm / complete dialog tells the admin this click will do. */
export function approvalNote(row: Approvable, verb: 'confirm' | 'complete'): string | null {
  if (!approvalProgress(row)) return null
  const given = row.approvals?.length ?? 0
  return given === 0
    ? `Above the two-admin limit: your approval is 1 of 2, and a second admin must ${verb} it.`
    : `Approved by ${row.approvals!.join(', ')}: a different admin's ${verb === 'confirm' ? 'confirmation' : 'completion'} is 2 of 2.`
}

/** This click would be the first of two approvals: it records the approval, nothing moves yet. */
export const isFirstOfTwo = (row: Approvable): boolean => approvalProgress(row) !== null && (row.approvals?.length ?? 0) === 0
