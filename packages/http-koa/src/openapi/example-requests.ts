// What clients send in the document's examples: the only example values written by hand.
// What the server answers to them is recorded (`record-examples.ts`).

/** Netflix, paid since September. */
export const NETFLIX = {
  name: 'Netflix',
  category: 'Streaming',
  amount: 13.99,
  currency: 'EUR',
  period: 'monthly',
  nextPaymentDate: '2026-12-05',
  startedOn: '2026-09-05',
};
export const TRIAL = {
  ...NETFLIX,
  name: 'iCloud+',
  category: 'Cloud storage',
  amount: 2.99,
  currency: 'USD',
  nextPaymentDate: '2026-12-01',
  startedOn: undefined,
  isTrial: true,
  trialEndsOn: '2026-11-30',
};
export const GYM = {
  ...NETFLIX,
  name: 'Gym',
  category: 'Fitness',
  amount: 59,
  period: 'custom',
  customDate: '28',
  startedOn: undefined,
};
/** A Wallos Profile export (`subscriptions.json`) of three rows. */
export const WALLOS_PROFILE_EXPORT = [
  ['Netflix', 'Monthly', '2026-12-05', 'Entertainment', '€15.99', 'Enabled'],
  ['Cloud backup', 'Every 3 Months', '2027-01-15', 'Technology', '$7', 'Disabled'],
  ['Lifetime app', 'One-time', '2025-05-01', 'Technology', '€49', 'Disabled'],
].map(([Name, cycle, next, Category, Price, Notifications]) => ({
  Name,
  'Payment Cycle': cycle,
  'Next Payment': next,
  Category,
  Price,
  State: 'Enabled',
  Notifications,
  Active: 'Yes',
}));

/** Ids the error examples name (a record or payment that is not found, an id sent as a field). */
export const NETFLIX_ID = '01a20afa-2b53-7027-acac-0d38ef29c628';
export const NOVEMBER_PAYMENT_ID = '01a2155f-0001-7000-8000-000000000003';
