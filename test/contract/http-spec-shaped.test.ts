import { describeAllContracts } from './all-contracts';
import { httpTarget } from './http-target';

// Every port's contract against a backend that answers with only the fields SPEC §3 and §7 list:
// the sandbox with its spec-shaped switch (docs/api.md, "A spec-shaped backend"). It is always the
// local sandbox, also when CONTRACT_* names another backend: it holds the adapters to the spec.
const spec = httpTarget({ specShaped: true, external: null });
beforeAll(() => spec.start());
afterAll(() => spec.stop());

describeAllContracts('http + spec-shaped sandbox', spec.target);
