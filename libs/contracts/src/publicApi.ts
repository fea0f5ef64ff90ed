import { Type, type TProperties, type TSchema } from '@sinclair/typebox'
import { Ack, DecimalAmountField, dataReply, field, fileField, form, NoBody, reply, rows, anyObject, textForm } from './httpSchemas'

/**
 * The spec's section 7 calls ("Calls made"): what each sends and what its screens read. These
 * paths, spellings and fields are the public wire contract; answers may carry more fields than
 * named here. Forms are checked by their handlers with the spec's messages (section 5).
 */
export interface PublicCall {
  description: string
  body?: TSchema
  querystring?: TSchema
  response: TSchema
  multipart?: boolean
}

const token = Type.String({ description: 'bearer token for later calls' })
const sealed = (what: string) => Type.String({ description: `${what}, sealed by the server; sent back unchanged` })
const signedIn = reply({ status: Type.Boolean(), token, message: Type.Optional(Type.String()), name: Type.Optional(Type.String()), mobile: Type.Optional(Type.String()), email: Type.Optional(Type.String()) })
const otpSent = reply({
  status: Type.Boolean(), message: Type.Optional(Type.String()),
  data: reply({ encrypted_otp: sealed('the OTP challenge'), encrypted_mobile: Type.Optional(sealed('the mobile')), encrypted_countryCode: Type.Optional(sealed('the country code')), registerStatus: Type.Optional(Type.Boolean()) }),
})
/** The sealed echoes of the OTP-sent answer, which a client may send back instead of the address fields. */
const addressEchoes = { encrypted_mobile: field('from the OTP-sent answer, instead of mobile or email'), encrypted_countryCode: field('from the OTP-sent answer, instead of countryCode') }
const signUpForm = form({
  countryCode: field('calling code, e.g. +91'), mobile: field('10-digit mobile (India)'), email: field('email (other countries)'),
  name: field('username, new users'), terms: field('accepted terms: true/on/1/yes'), referralBy: field('referral code, optional'),
  otp: field('the OTP; omitted to have one sent'), encrypted_otp: field('from the OTP-sent answer'), ...addressEchoes,
})
const history = (what: string): PublicCall => ({ description: `The caller's ${what}, newest first`, body: NoBody, response: dataReply(rows(what)) })
const contestId = field('contest id')
/** A KYC upload step; its form keeps its fields' types, so the handler reads a typed value. */
const kycStep = <P extends TProperties>(description: string, properties: P) =>
  ({ description, multipart: true, body: form({ id: field('ignored: always the caller\'s own KYC'), ...properties }), response: Ack }) satisfies PublicCall

export const publicApi = {
  'POST /api/login': {
    description: 'Log in by OTP (mobile or email) or with a password',
    body: form({ mobile: field('mobile'), email: field('email'), countryCode: field('calling code'), password: field('password'), otp: field('OTP, second step'), encrypted_otp: field('from the first step'), ...addressEchoes }),
    response: Type.Union([otpSent, signedIn]),
  },
  'POST /api/user-registor': { description: 'Sign up or sign in by mobile OTP (India): without otp sends one, with it registers or logs in', body: signUpForm, response: Type.Union([otpSent, signedIn]) },
  'POST /api/user-registor-email': { description: 'The same by email OTP (other countries)', body: signUpForm, response: Type.Union([otpSent, signedIn]) },
  'POST /api/forget-Password': { description: 'Sends a reset link to the email', body: form({ email: field('registered email') }), response: reply({ status: Type.Boolean(), message: Type.String(), email: Type.Optional(Type.String()), email1: Type.Optional(Type.String()) }) },
  'POST /api/reset-password': { description: 'Sets a new password from a reset link', body: form({ userId: field('from the link'), token: field('from the link'), password: field('new password'), password2: field('repeated') }), response: Ack },
  'POST /api/user-subscriber': { description: 'Product-launch updates subscription', body: form({ name: field('name'), email: field('email'), mobile: field('mobile') }), response: Ack },
  'POST /api/email-verification': { description: 'Verifies an email from its link', body: form({ userId: field('the token from /login/{_id}') }), response: Ack },
  'POST /api/temp-user-login': { description: 'Temporary login with a verified email and password', body: form({ email: field('email'), password: field('password'), mobile: field('mobile') }), response: signedIn },
  'POST /api/contactUs': { description: 'The contact form; success is read as data.status and data.message', body: form({ name: field('name'), email: field('email'), subject: field('subject'), message: field('message') }), response: reply({ data: Ack }) },
  'POST /api/profile-data': { description: 'The caller\'s profile, KYC statuses, wallets and referral code', body: form({ _id: field('ignored: always the caller') }), response: dataReply(anyObject('profile fields, KYC fields and statuses, wallets, referralCode')) },
  'POST /api/profile-data-update': { description: 'Replaces the profile image', multipart: true, body: form({ profileImage: fileField('JPEG, PNG or GIF') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: reply({ profileImage: Type.String() }) }) },
  'POST /api/profile-image-empty': { description: 'Removes the profile image', body: NoBody, response: Ack },
  'POST /api/persional-data-update': {
    description: 'Changes mobile, email or password: first call sends an OTP to the new address, the second (with otp) changes it',
    body: form({ _id: field('ignored: always the caller'), type: field('mobile, email or password'), mobile: field('new mobile'), countryCode: field('calling code of the new mobile'), email: field('new email'), password: field('new password'), opassword: field('old password'), password2: field('repeated'), otp: field('OTP, second step'), encrypted_otp: field('from the first step'), ...addressEchoes }),
    response: reply({ status: Type.Boolean(), message: Type.String(), data: Type.Optional(anyObject('the OTP challenge on the first step')) }),
  },
  'POST /api/delete-account': { description: 'Soft-deletes the caller\'s account (restorable for 6 months by an admin)', body: NoBody, response: Ack },
  'POST /api/userMobileKyc': { description: 'KYC step 1: sends an OTP to the phone', body: form({ _id: field('ignored'), type: field('phone'), mobile: field('mobile'), email: field('email'), countryCode: field('calling code'), ...addressEchoes }), response: reply({ status: Type.Boolean(), message: Type.String(), data: Type.Optional(anyObject('the OTP challenge')) }) },
  'POST /api/userVerifyOtp': { description: 'KYC step 1: confirms the phone OTP (errors under otp)', body: form({ _id: field('ignored'), type: field('otp'), otp: field('the OTP'), encrypted_otp: field('from userMobileKyc') }), response: Ack },
  'POST /api/interMediateUpdate': kycStep('KYC step 2: photo ID', { docType: field('document type'), fname: field('first name'), lname: field('last name'), gender: field('gender'), dob: field('date of birth, YYYY-MM-DD'), documentNo: field('document number'), fImage: fileField('front image'), bImage: fileField('back image') }),
  'POST /api/addressKyc': kycStep('KYC step 3: address proof', { docTypeAddress: field('document type'), state: field('state'), addProof: fileField('address proof image') }),
  'POST /api/taxKyc': kycStep('KYC step 4: PAN', { panNo: field('PAN: 5 letters, 4 digits, a letter'), panDoc: fileField('PAN image') }),
  'POST /api/videoKyc': kycStep('KYC step 5: face video', { video: fileField('MP4 video') }),
  'POST /api/helpIssue-data': { description: 'Opens a help ticket', multipart: true, body: form({ id: field('ignored'), subject: field('subject'), description: field('description'), issueImage: fileField('optional image') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the ticket') }) },
  'POST /api/helpHistory-data': { description: 'The caller\'s tickets', body: form({ _id: field('ignored: always the caller') }), response: reply({ status: Type.Boolean(), data: rows('tickets'), unread: Type.Number() }) },
  'POST /api/chat-room-data': { description: 'One ticket with its messages', body: form({ _id: field('ticket id'), user_id: field('ignored') }), response: reply({ status: Type.Boolean(), data: anyObject('the ticket and its messages'), unread: Type.Number() }) },
  'POST /api/chat-room-tichekdata': { description: 'The same (the spec\'s second spelling)', body: form({ _id: field('ticket id'), user_id: field('ignored') }), response: reply({ status: Type.Boolean(), data: anyObject('the ticket and its messages') }) },
  'POST /api/getBunner': { description: 'Dashboard banners', body: NoBody, response: dataReply(rows('banners (file under /bunner/)')) },
  'POST /api/contestByID-data': { description: 'One contest with its pairs', body: form({ _id: contestId, currentTime: field('client time'), endTime: field('contest end') }), response: dataReply(reply({ item: anyObject('the contest (contestStatus, …)'), pair: rows('pairs') })) },
  'POST /api/liveContestById': { description: 'A live contest\'s status for the exchange screen', body: form({ contestId, currentTime: field('client time'), endTime: field('contest end') }), response: reply({ status: Type.Boolean(), currentStatus: Type.Unknown(), pairRealName: Type.Unknown(), playNow: Type.Unknown(), data: anyObject('the contest') }) },
  'POST /api/contest-add': {
    description: 'Admin: creates a contest', multipart: true,
    body: textForm({ contestName: field('name'), startTime: field('ISO time'), endTime: field('ISO time'), entryFee: DecimalAmountField('entry fee, INR'), virtualFund: DecimalAmountField('virtual fund, USDT'), contestLogo: fileField('logo image') }, 'the contest add payload; more fields as the admin form sends them'),
    response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the contest') }),
  },
  'POST /api/contest-update': { description: 'Admin: changes an upcoming contest', multipart: true, body: textForm({ _id: contestId, contestName: field('name'), startTime: field('ISO time'), endTime: field('ISO time'), entryFee: DecimalAmountField('entry fee'), virtualFund: DecimalAmountField('virtual fund'), contestLogo: fileField('logo image') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the contest') }) },
  'POST /api/contest-delete': { description: 'Admin: deletes an upcoming contest', body: form({ _id: contestId }), response: Ack },
  'POST /api/updatePlayNowCondition': { description: 'Marks that the player has started playing', body: form({ contest_id: contestId }), response: dataReply(reply({ playNow: Type.String() })) },
  'POST /api/participateCondition': {
    description: 'Joins a contest, paying the entry fee from the checked wallets',
    body: form({ contest_id: contestId, entryFee: DecimalAmountField('as shown'), virtualFund: DecimalAmountField('as shown'), max_particepate: field('as shown'), cashWalletChecked: field('true/false'), winningWalletChecked: field('true/false'), rewardWalletChecked: field('true/false') }),
    response: Ack,
  },
  'POST /api/participateById': { description: 'The caller\'s seat in a contest; polled every second', body: form({ contest_id: contestId, user_id: field('ignored: always the caller') }), response: dataReply(reply({ virtualFund: Type.String(), seat: Type.Unknown(), playNow: Type.String() })) },
  'POST /api/leaderboard-data': { description: 'A contest\'s leaderboard page', body: form({ contestId, page: Type.Optional(Type.Number()), limit: Type.Optional(Type.Number({ description: '10, 20 or 50' })) }), response: reply({ status: Type.Boolean(), data: rows('ranked rows'), total: Type.Number(), page: Type.Number(), limit: Type.Number(), me: Type.Unknown({ description: 'the caller\'s row or null' }) }) },
  'POST /api/user-data': { description: 'The global leaderboard', body: NoBody, response: dataReply(rows('rows')) },
  'POST /api/updateLeaderBoard': { description: 'The caller\'s rank and portfolio in a contest; polled every 2 s', body: form({ user_id: field('ignored: always the caller'), contestId, symbol: field('pair') }), response: dataReply(reply({ per: Type.String(), portfoliovalue: Type.String(), rank: Type.Union([Type.Number(), Type.Null()]), order_count: Type.Number(), bid_count: Type.Number(), filled_trades: Type.Number() })) },
  'POST /api/getAccount-data': { description: 'The caller\'s contest account: holdings and total; polled every second', body: form({ contestId }), response: dataReply(reply({ allAccount: rows('holdings'), total: Type.Unknown({ description: 'portfolio total' }) })) },
  'POST /api/order-add': {
    description: 'Places an order in a live contest',
    body: form({ user_id: field('ignored: always the caller'), contest_id: contestId, price: DecimalAmountField('limit price'), amount: DecimalAmountField('quantity'), stopLoss: DecimalAmountField('stop price'), symbol: field('pair'), orderType: field('buy or sell (and kind)'), kind: field('market, limit, stopLoss or stopLimit, beside the spec: absent, a stop makes a stop-limit') }),
    response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the order') }),
  },
  'POST /api/order-delete': { description: 'Cancels an open order', body: form({ _id: field('order id'), orderType: field('buy or sell') }), response: reply({ status: Type.Literal(200), message: Type.String(), data: anyObject('the order') }) },
  'GET /api/crpto-price': { description: 'The last price of a pair; polled every second', response: reply({ status: Type.Boolean(), price: Type.String() }) },
  'POST /api/getTransactionWithdral': history('withdrawals'),
  'POST /api/getrefferaltransaction': history('referral bonuses'),
  'POST /api/getbonustransaction': history('bonuses'),
  'POST /api/gettransaction': history('transactions'),
  'POST /api/user_withdrawal_list': history('withdrawal requests'),
  'POST /api/getTransactionWallet': history('wallet transactions'),
  'GET /api/user_bank_account_list': { description: 'The caller\'s accepted bank accounts', response: dataReply(rows('bank accounts')) },
  'GET /api/user_bank_detail': { description: 'All the caller\'s bank records', response: dataReply(rows('bank records')) },
  'GET /api/geuserUPIList': { description: 'The caller\'s UPI ids', response: dataReply(rows('UPI ids')) },
  'POST /api/add_bank_detail': { description: 'Adds a bank account for review', multipart: true, body: form({ bankName: field('bank'), accountNo: field('account number'), accountHolderName: field('holder'), ifscCode: field('IFSC'), branchName: field('branch'), cancelledChequeImage: fileField('cancelled cheque image') }), response: Ack },
  'POST /api/add_upi_detail': { description: 'Adds a UPI id', body: form({ upiid: field('UPI id') }), response: Ack },
  'POST /api/withdral-request-add': { description: 'Requests a withdrawal of winnings (30% TDS withheld)', body: form({ user_id: field('ignored: always the caller'), amount: DecimalAmountField('INR'), bank_account_id: field('an accepted bank account') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: Type.Optional(anyObject('the withdrawal, its TDS and the balances')) }) },
} satisfies Record<string, PublicCall>

export type PublicCallKey = keyof typeof publicApi
