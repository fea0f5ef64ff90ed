import { createHash } from 'node:crypto'
import { walletPushEvent } from '@arena/contracts'
import type { Answer, Call } from './client'
import { secrets, type ContestWorld } from './contestWorld'
import { freshMobile, lastCode } from './people'

export interface Player {
  id: string
  token: string
  name: string
}

/** A call that must succeed; any other answer stops the test with what the server said. */
 
export async function ok(w: ContestWorld, call: Call): Promise<any> {
  const answer: Answer = await w.call(call)
  if (answer.statusCode !== 200) throw new Error(`${call.method} ${call.url} answered ${answer.statusCode} ${answer.text}`)
  return answer.body
}

export const post = (w: ContestWorld, url: string, token: string | undefined, json: unknown = {}) => ok(w, { method: 'POST', url, token, json })

/** Both steps of the Sign Up tab, with the code read from the OTP outbox in the data folder. */
export async function signUp(w: ContestWorld, name: string): Promise<Player> {
  const mobile = freshMobile()
  const first = await post(w, '/api/user-registor', undefined, { countryCode: '91', mobile })
  const otp = await lastCode(w.dataDir, `+91${mobile}`)
  const second = await post(w, '/api/user-registor', undefined, { countryCode: '91', mobile, otp, encrypted_otp: first.data.encrypted_otp, name, terms: true })
  // Paid contests ask once for birth date and state: an adult in an allowed state, as KYC would say.
  await post(w, '/api/player-declaration', second.token, { dob: '1990-05-14', state: 'Karnataka' })
  const profile = await post(w, '/api/profile-data', second.token)
  return { id: profile.data._id, token: second.token, name }
}

/** An admin made the operator's way (ensureAdmin), then signed in with an OTP like anyone else. */
export async function signInAdmin(w: ContestWorld): Promise<Player> {
  const mobile = freshMobile()
  const { userId } = await w.modules.identity.ensureAdmin({ mobile, countryCode: '91' }, 'opsadmin')
  const first = await post(w, '/api/login', undefined, { countryCode: '91', mobile })
  const otp = await lastCode(w.dataDir, `+91${mobile}`)
  const second = await post(w, '/api/login', undefined, { countryCode: '91', mobile, otp, encrypted_otp: first.data.encrypted_otp })
  return { id: userId, token: second.token, name: 'opsadmin' }
}

/** The registration bonus comes through the relay and the bus saga; the balance push says it landed. */
export const bonusLanded = (w: ContestWorld, player: Player, bonus: string) =>
  w.pushes.waitFor(p => p.to === `user:${player.id}` && p.message.event === walletPushEvent && (p.message.data as { bonus: string }).bonus === bonus)

/** A valid NEFT-shaped UTR (bank code, then 12 letters/digits) named by a test label, distinct per label. */
export const utrFor = (label: string): string => `ARNA${createHash('sha256').update(label).digest('hex').slice(0, 12).toUpperCase()}`

/** A deposit the player files and an admin confirms from the queue; `reference` is a label made into a UTR. */
export async function depositConfirmedByAdmin(w: ContestWorld, admin: Player, player: Player, amount: string, reference: string): Promise<void> {
  const filed = await post(w, '/api/deposit-request', player.token, { amount, method: 'UPI', reference: utrFor(reference) })
  await post(w, `/api/admin/deposits/${filed.data._id}/confirm`, admin.token)
}

/** A transfer nobody filed, reported paid by the provider's signed webhook. */
export async function depositByProvider(w: ContestWorld, player: Player, amount: string, reference: string): Promise<void> {
  const json = { eventId: `evt-${reference}`, status: 'success', userId: player.id, amount, reference: utrFor(reference), method: 'UPI' }
  await ok(w, { method: 'POST', url: '/api/payments/webhook', json, signWith: secrets.paymentWebhook })
}

export type Wallets = { cash?: boolean; winning?: boolean; reward?: boolean }

export async function join(w: ContestWorld, player: Player, contestId: string, ticked: Wallets): Promise<void> {
  await post(w, '/api/participateCondition', player.token, {
    contest_id: contestId, cashWalletChecked: ticked.cash ?? false, winningWalletChecked: ticked.winning ?? false, rewardWalletChecked: ticked.reward ?? false,
  })
}

export const balances = async (w: ContestWorld, player: Player) => (await ok(w, { method: 'GET', url: '/api/wallet-balance', token: player.token })).data
