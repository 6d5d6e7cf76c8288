/** One identity-provider login of a member, as the account screen lists it. */
export interface IdentitySummary {
  issuer: string;
  subject: string;
  createdAt: string;
}
