/**
 * A decider's refusal: the reason a service's refusal-to-status table maps (so a new reason
 * cannot go unmapped), the text to show, and extra facts the caller may show (a shortfall, a
 * status). Each stream's refusal is one line: `class XRefused extends Refusal<XReason> {}`.
 */
export class Refusal<R extends string> extends Error {
  constructor(
    readonly reason: R,
    message: string,
    readonly detail: Record<string, string> = {},
  ) {
    super(message)
    this.name = new.target.name
  }
}

/**
 * Input that breaks the spec's field rules: `errors` is keyed by form field, texts are the
 * spec's, and the message is the first of them (what the screens toast).
 */
export class FieldsInvalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Please check the highlighted fields')
    this.name = new.target.name
  }
}
