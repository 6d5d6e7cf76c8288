import { listSubscriptions, type Ports, type Subscription } from '@subtrack/domain';

/** Every subscription of a test server's account, by name (the first 100). */
export async function allSubscriptions(server: {
  ports: Ports;
  accountId: string;
}): Promise<Subscription[]> {
  const page = await listSubscriptions(server.ports, server.accountId, {
    limit: 100,
    offset: 0,
    sort: 'name',
    filters: {},
  });
  return page.items;
}
