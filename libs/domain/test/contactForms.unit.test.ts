import t from 'tap'
import { helpIssueSubject, titleCase, validateContact, validateHelpIssue, validatePassword, validateSubscriber, validateSupportReply } from '../src/index'
import { file, KB, MB } from './support/uploads'

t.test('a subscriber gives a name in letters, an email and a 10-digit mobile', async t => {
  t.strictSame(validateSubscriber({}), { name: 'Please enter name', email: 'Please enter email', mobile: 'Please enter mobile' })
  t.strictSame(validateSubscriber({ name: 'R2 D2', email: 'x@y', mobile: '12345' }), {
    name: 'Only use alphabetic characters',
    email: 'Please enter valid email',
    mobile: 'Please enter valid mobile',
  })
  t.strictSame(validateSubscriber({ name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' }), {})
})

t.test('a password needs 8 characters with lower and upper case, a digit and a symbol', async t => {
  const rule = 'Min 8 characters(Including 1 Upper case, 1 Numeric value, 1 Special symbol)'
  for (const weak of ['', 'Ab1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefg12', 'Abcdefg1_']) {
    t.strictSame(validatePassword({ password: weak, password2: weak }), { password: rule }, JSON.stringify(weak))
  }
  t.strictSame(validatePassword({ password: 'Abcdefg1!', password2: 'Abcdefg1!' }), {})
})

t.test('the password confirmation must match', async t => {
  t.strictSame(validatePassword({ password: 'Abcdefg1!', password2: 'Abcdefg1?' }), { password2: 'Passwords must match' })
  t.strictSame(validatePassword({ password: 'Abcdefg1!' }), { password2: 'Passwords must match' })
})

t.test('the contact form needs every field and a name in letters', async t => {
  t.strictSame(validateContact({ name: ' ', email: '', subject: '', message: '  ' }), {
    name: 'Please enter name',
    email: 'Please enter email',
    subject: 'Please enter subject',
    message: 'Please enter message',
  })
  t.strictSame(validateContact({ name: 'Asha1', email: 'asha@', subject: 's', message: 'm' }), {
    name: 'Only use alphabetic characters',
    email: 'Please enter valid email',
  })
  t.strictSame(validateContact({ name: 'Asha Rao', email: 'asha@example.com', subject: 'Hi', message: 'Hello' }), {})
})

t.test('a help issue needs a subject and a description', async t => {
  t.strictSame(validateHelpIssue({}), { subject: 'Subject is required', description: 'Description is required' })
  t.strictSame(validateHelpIssue({ subject: 'Wallet', description: 'Money missing' }), {})
})

t.test('a help issue about Others needs its own subject, sent title-cased', async t => {
  t.strictSame(validateHelpIssue({ subject: 'Others', description: 'd' }), { otherSubject: 'Other Subject is required' })
  t.strictSame(validateHelpIssue({ subject: 'Others', otherSubject: 'late payout', description: 'd' }), {})
  t.equal(helpIssueSubject({ subject: 'Others', otherSubject: '  late   PAYOUT again ' }), 'Late Payout Again')
  t.equal(helpIssueSubject({ subject: 'Wallet', otherSubject: 'ignored' }), 'Wallet')
  t.equal(titleCase('kYC not verified'), 'Kyc Not Verified')
})

t.test('a help issue attachment must be an image of at most 10 MB', async t => {
  t.strictSame(validateHelpIssue({ subject: 'Wallet', description: 'd', issueImage: file('png', 11 * MB) }), { issueImage: 'Maximum 10 MB Image allowed.' })
  t.strictSame(validateHelpIssue({ subject: 'Wallet', description: 'd', issueImage: file('png', 100 * KB) }), {})
})

t.test('a support reply needs a description and at most a 1 MB image', async t => {
  t.strictSame(validateSupportReply({ description: '' }), { description: 'Please enter description' })
  t.strictSame(validateSupportReply({ description: 'ok', issueImage: file('png', 1_000_001) }), { issueImage: 'Maximum 1 MB Image allowed.' })
  t.strictSame(validateSupportReply({ description: 'ok', issueImage: file('exe', 1_000) }), { issueImage: 'Please select valid Front image jpeg,png,gif.' })
  t.strictSame(validateSupportReply({ description: 'ok', issueImage: file('jpeg', 1_000), ticketStatus: 'Open' }), {})
})

t.test('a resolved ticket takes no more replies', async t => {
  t.strictSame(validateSupportReply({ description: 'one more thing', ticketStatus: 'Resolved' }), { ticket: 'Your Ticket Resolved Please check' })
})
