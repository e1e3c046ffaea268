import { describeAllContracts } from './all-contracts';
import { httpTarget } from './http-target';

const http = httpTarget();
beforeAll(() => http.start());
afterAll(() => http.stop());

describeAllContracts(
  process.env.CONTRACT_MEMBER_URL ? `http (${process.env.CONTRACT_MEMBER_URL})` : 'http + sandbox',
  http.target,
);
