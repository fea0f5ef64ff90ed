/** The admin area's pages; other features add theirs here as they are built. */
export const adminSections: { to: string; label: string; description: string }[] = [
  { to: '/admin/tickets', label: 'Support tickets', description: 'Answer and resolve player tickets; filter by status or search.' },
  { to: '/admin/contests', label: 'Contests', description: 'Add and edit contests, inspect players and results, or cancel a contest and refund every fee.' },
  { to: '/admin/users', label: 'Users', description: 'Find players by name, mobile or email; block, unblock or restore accounts.' },
  { to: '/admin/deposits', label: 'Deposits', description: 'Match filed deposits with the bank statement; confirm to credit the Cash Wallet, or reject with a reason.' },
  { to: '/admin/kyc', label: 'KYC', description: 'View each KYC document and approve it, or reject it with a reason the player sees.' },
  { to: '/admin/bank-details', label: 'Bank details', description: 'Check cancelled cheques against account details; accept accounts for withdrawals, or reject with a reason.' },
  { to: '/admin/withdrawals', label: 'Withdrawals', description: 'Pay out withdrawals after TDS and mark them complete, or reject with a reason.' },
  { to: '/admin/ledger', label: 'Ledger', description: "Replay a player's wallet events with running cash, winning and reward balances, up to an instant or an event number." },
  { to: '/admin/banners', label: 'Banners', description: 'Upload or remove the images of the dashboard banner carousel.' },
  { to: '/admin/fair-play', label: 'Fair play', description: 'Accounts sharing a device, bank account, UPI id or PAN, or signing up in bursts; release or withhold the prizes held for them.' },
  { to: '/admin/sponsors', label: 'Sponsors', description: "Sponsors' budgets for prize pools: create a sponsor, grant budget, see what is reserved, paid and returned, and each sponsor's ledger." },
  { to: '/admin/tds', label: 'TDS report', description: 'Every withdrawal in a date range with its TDS recomputed from the ledger; mismatches marked; CSV for filing.' },
]
