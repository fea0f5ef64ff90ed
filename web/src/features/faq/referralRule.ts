/**
 * When the referral bonus is paid (the wallet's bonus saga: on the referred player's completed
 * KYC, once per referred player). The FAQ and the Terms state it in these same words.
 */
export const REFERRAL_BONUS_RULE =
  'The referral bonus is paid into your reward wallet when the player you referred completes their KYC, not when they sign up, and only once for each player you refer. The registration bonus is paid when you sign up.'
