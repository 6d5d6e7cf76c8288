// The admission contract on the stores a single server process composes it from.
import { describeApiRequestAdmissionContract } from '../testing/contracts/index.js';
import { createInMemoryPorts } from '../testing/in-memory-ports.js';
import { composeApiRequestAdmission } from './composed-api-request-admission.js';
import { createInMemoryFailureThrottleStore } from './in-memory-failure-throttle-store.js';
import { createInMemoryRequestQuotaStore } from './in-memory-request-quota-store.js';

describeApiRequestAdmissionContract(() => {
  const { apiKeys } = createInMemoryPorts();
  const requestQuotas = createInMemoryRequestQuotaStore();
  const failureThrottles = createInMemoryFailureThrottleStore();
  return {
    admission: composeApiRequestAdmission({ apiKeys, requestQuotas, failureThrottles }),
    apiKeys,
    requestQuotas,
    failureThrottles,
  };
});
