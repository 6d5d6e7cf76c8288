/** An account: the owner of subscriptions, keys and notification settings. */
export interface Account {
  id: string;
  name: string;
  createdAt: string;
}
