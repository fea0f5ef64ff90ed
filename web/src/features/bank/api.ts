import type { BankAccountDto, UpiDetailDto } from '@arena/contracts'
import type { ApiClient } from '../../app/api'

interface Answer {
  status: true
  message?: string
}

/** Every bank record of the caller, any status (the saved list). */
export const fetchBankDetails = (api: ApiClient) => api.get<Answer & { data: BankAccountDto[] }>('user_bank_detail')

export const fetchUpiList = (api: ApiClient) => api.get<Answer & { data: UpiDetailDto[] }>('geuserUPIList')

/** Multipart: bankName, accountNo, accountHolderName, ifscCode, branchName, cancelledChequeImage. */
export const addBankDetail = (api: ApiClient, form: FormData) => api.postForm<Answer>('add_bank_detail', form)

export const addUpiDetail = (api: ApiClient, upiid: string) => api.post<Answer>('add_upi_detail', { upiid })

export type { BankAccountDto, UpiDetailDto }
