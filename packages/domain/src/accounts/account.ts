/** An account: the owner of subscriptions, keys and notification settings (D1). */
export interface Account {
  id: string;
  name: string;
  createdAt: string;
}
