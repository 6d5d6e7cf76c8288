/**
 * An identity provider's login bound to a member. The provider's issuer and the
 * subject it gives are the whole key: an email claim never binds or finds anyone (providers
 * let people change it, and two providers may vouch for the same address).
 */
export interface IdentityRecord {
  issuer: string;
  subject: string;
  accountId: string;
  memberId: string;
  createdAt: string;
}
