import { ADMIN_RPC } from './admin';
import { ORDERING_RPC } from './ordering';
import { PROOF_STORAGE_RPC } from './proofs';
import { REPORTING_RPC } from './reporting';
import { CATALOGUE_RPC } from './rpc';
import { RPC_CONTRACTS } from './rpc-contracts';

const contracts = Object.entries(RPC_CONTRACTS).flatMap(([service, map]) =>
  Object.entries(map).map(([name, contract]) => ({ service, name, contract })),
);

// The wire format is the pattern strings each service has always answered.
const WIRE_PATTERNS: Record<string, string[]> = {
  catalogue: Object.values(CATALOGUE_RPC),
  ordering: [...Object.values(ORDERING_RPC), ...Object.values(ADMIN_RPC)],
  proofStorage: Object.values(PROOF_STORAGE_RPC),
  reporting: Object.values(REPORTING_RPC),
};

test('every contract is answered by the service whose map holds it, on one of its wire patterns', () => {
  for (const { service, name, contract } of contracts) {
    expect({ name, service: contract.service }).toEqual({ name, service });
    expect(WIRE_PATTERNS[service]).toContain(contract.pattern);
  }
});

test('every wire pattern has exactly one contract', () => {
  const patterns = contracts.map(({ contract }) => contract.pattern).sort();
  expect(patterns).toEqual(Object.values(WIRE_PATTERNS).flat().sort());
});
