/** A filled-in subscription form as a browser posts it: a quarterly home insurance. */
export const SUBSCRIPTION_FORM_FIELDS = {
  name: 'Home insurance',
  category: 'Insurance',
  amount: '90',
  currency: 'EUR',
  every: '3',
  unit: 'months',
  nextPaymentDate: '2026-12-31',
  notificationEnabled: 'true',
  status: 'active',
};
