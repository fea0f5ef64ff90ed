// Identity verification.
export { KycPage } from '../../features/kyc/KycPage'
