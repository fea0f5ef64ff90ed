import t from 'tap'
import {
  INDIAN_BANKS,
  normalizeWithdrawalAmount,
  orderQuantity,
  orderTotal,
  validateBank,
  validateOrderForm,
  validateUpi,
  validateDeposit,
  validateWithdrawal,
  AMOUNT_CEILING,
  normalizeReference,
} from '../src/index'
import { file, MB } from './support/uploads'

t.test('a withdrawal needs an amount above 0 and a bank account', async t => {
  t.strictSame(validateWithdrawal({}), { amount: 'Withdrawal amount is required', bankAccountId: 'First bank account is required' })
  for (const bad of ['0', '0.00', '-5', 'abc', '1e3', '10.001', '00']) {
    t.strictSame(validateWithdrawal({ amount: bad, bankAccountId: 'b1' }), { amount: 'Please enter valid withdrawal amount' }, bad)
  }
  t.strictSame(validateWithdrawal({ amount: '0500', bankAccountId: 'b1' }), {})
  t.strictSame(validateWithdrawal({ amount: '0.50', bankAccountId: 'b1' }), {})
})

t.test('a withdrawal stays within the limits given, and every amount below the shared ceiling', async t => {
  const limits = { min: '100', max: '50000' }
  t.strictSame(validateWithdrawal({ amount: '99.99', bankAccountId: 'b1' }, limits), { amount: 'Minimum withdrawal amount is 100.00' })
  t.strictSame(validateWithdrawal({ amount: '50000.01', bankAccountId: 'b1' }, limits), { amount: 'Maximum amount is 50000.00' })
  t.strictSame(validateWithdrawal({ amount: '100', bankAccountId: 'b1' }, limits), {})
  t.strictSame(validateWithdrawal({ amount: '1' + '0'.repeat(60), bankAccountId: 'b1' }), { amount: `Maximum amount is ${AMOUNT_CEILING}` })
})

t.test('a deposit has the withdrawal amount rules and a real UTR', async t => {
  t.strictSame(validateDeposit({}), { amount: 'Deposit amount is required', reference: 'Reference number is required' })
  const utr = 'Please enter valid UTR (12-digit UPI/IMPS, 16-character NEFT or 22-character RTGS)'
  t.strictSame(validateDeposit({ amount: '-5', reference: 'x' }), { amount: 'Please enter valid deposit amount', reference: utr })
  for (const bad of ['0', '-5', 'abc', '1e3', '10.001']) t.strictSame(validateDeposit({ amount: bad, reference: '412345678901' }), { amount: 'Please enter valid deposit amount' }, bad)
  for (const bad of ['41234567890', '4123456789012', 'UTR-1', '1234SBIN01234567', 'SBIN01234567890', 'SBIN0123456789012345678']) {
    t.strictSame(validateDeposit({ amount: '500', reference: bad }), { reference: utr }, bad)
  }
  for (const good of ['412345678901', 'SBIN0123456789AB', 'sbin 0123 4567 89ab', 'HDFCR52026030112345678']) t.strictSame(validateDeposit({ amount: '0500', reference: good }), {}, good)
  t.equal(normalizeReference(' sbin 0123456789ab '), 'SBIN0123456789AB')
  t.strictSame(validateDeposit({ amount: '100000.01', reference: '412345678901' }, { max: '100000' }), { amount: 'Maximum amount is 100000.00' })
})

t.test('a withdrawal amount loses its leading zeros but keeps the one before the point', async t => {
  t.equal(normalizeWithdrawalAmount('0500'), '500')
  t.equal(normalizeWithdrawalAmount('00.5'), '0.5')
  t.equal(normalizeWithdrawalAmount('0'), '0')
})

t.test('an order total is price x quantity and the quantity follows a typed total', async t => {
  t.equal(orderTotal('64000.5', '0.002'), '128.001')
  t.equal(orderTotal('0.1', '0.2'), '0.02')
  t.equal(orderQuantity('3', '10'), '3.33333333', 'rounded down so it never costs more than typed')
})

t.test('buy form errors use the bprice, bamount and btotal keys', async t => {
  t.strictSame(validateOrderForm({ side: 'buy' }), {
    bprice: 'Please enter valid price',
    bamount: 'Please enter valid quantity',
    btotal: 'Please enter valid total',
  })
  t.strictSame(validateOrderForm({ side: 'buy', price: '100', amount: '2', total: '200' }), {})
  t.strictSame(validateOrderForm({ side: 'buy', price: '100', amount: '2', total: '201' }), { btotal: 'Total must equal price x quantity' })
})

t.test('sell form errors use the sprice, samount and total keys', async t => {
  t.strictSame(validateOrderForm({ side: 'sell', price: '0', amount: '-1', total: 'x' }), {
    sprice: 'Please enter valid price',
    samount: 'Please enter valid quantity',
    total: 'Please enter valid total',
  })
  t.strictSame(validateOrderForm({ side: 'sell', price: '3', amount: '3.33333333', total: '10' }), {}, 'a quantity derived from the total agrees')
})

const bank = {
  bankName: 'State Bank of India',
  accountNo: '001234567890',
  accountHolderName: 'Asha Rao',
  ifscCode: 'SBIN0001234',
  branchName: 'Malviya Nagar',
  cancelledChequeImage: file('jpeg', 1 * MB),
}

t.test('the bank list holds about thirty major Indian banks', async t => {
  t.ok(INDIAN_BANKS.length >= 30)
  t.ok(INDIAN_BANKS.includes('HDFC Bank'))
  t.equal(new Set(INDIAN_BANKS).size, INDIAN_BANKS.length, 'no bank twice')
})

t.test('a complete bank form passes', async t => {
  t.strictSame(validateBank(bank), {})
})

t.test('every bank field is required', async t => {
  t.strictSame(validateBank({}), {
    bankName: 'Bank name is required',
    accountNo: 'Account number is required',
    accountHolderName: 'Account holder name is required',
    ifscCode: 'IFSC code is required',
    branchName: 'Branch name is required',
    cancelledChequeImage: 'Cancelled cheque image is required',
  })
})

t.test('a bank name must come from the list', async t => {
  t.strictSame(validateBank({ ...bank, bankName: 'Bank of Nowhere' }), { bankName: 'Please select a bank from the list' })
  t.strictSame(validateBank({ ...bank, bankName: 'Bank of Nowhere' }, ['Bank of Nowhere']), {}, 'the list can be configured')
})

t.test('an account number is 6 to 18 digits and not zero', async t => {
  for (const bad of ['12345', '1234567890123456789', '12345a', '000000', '-123456']) {
    t.strictSame(validateBank({ ...bank, accountNo: bad }), { accountNo: 'Please enter valid account number' }, bad)
  }
  t.strictSame(validateBank({ ...bank, accountNo: '123456' }), {})
  t.strictSame(validateBank({ ...bank, accountNo: '123456789012345678' }), {})
})

t.test('an IFSC code is 4 letters then 7 digits', async t => {
  for (const bad of ['SBIN001234', 'SBIN00012345', 'SBI00001234', '1BIN0001234', 'SBIN0ABC123']) {
    t.strictSame(validateBank({ ...bank, ifscCode: bad }), { ifscCode: 'Please enter valid IFSC code' }, bad)
  }
  t.strictSame(validateBank({ ...bank, ifscCode: 'hdfc0001234' }), {}, 'letters in either case')
})

t.test('a branch name is letters and spaces and may not start with a space', async t => {
  t.strictSame(validateBank({ ...bank, branchName: ' Malviya Nagar' }), { branchName: 'First space not allowed' })
  t.strictSame(validateBank({ ...bank, branchName: 'Sector 18' }), { branchName: 'Only use alphabetic characters' })
})

t.test('a cancelled cheque image must be a jpeg, png or gif of at most 10 MB', async t => {
  t.strictSame(validateBank({ ...bank, cancelledChequeImage: file('png', 10 * MB + 1) }), { cancelledChequeImage: 'Maximum 10 MB Image allowed' })
  t.strictSame(validateBank({ ...bank, cancelledChequeImage: file('pdf', 1 * MB) }), {
    cancelledChequeImage: 'Please select valid Front image jpeg,png,gif.',
  })
})

t.test('a UPI ID is required and looks like name@handle', async t => {
  t.strictSame(validateUpi({}), { upiId: 'UPI ID is required' })
  for (const bad of ['asha', 'asha@', '@okicici', 'asha rao@okicici', 'a@b@c']) {
    t.strictSame(validateUpi({ upiId: bad }), { upiId: 'Please enter valid UPI ID' }, bad)
  }
  t.strictSame(validateUpi({ upiId: 'asha.rao-1@okicici' }), {})
})
