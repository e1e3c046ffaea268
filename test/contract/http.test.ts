import { PerformerCatalogueCache } from '../../src/server/page-cache/performer-catalogue-cache';
import { describeAllContracts } from './all-contracts';
import type { ContractTarget } from './contract-target';
import { httpTarget } from './http-target';
import { describePerformerApiContract } from './performer-api.contract';

const http = httpTarget();
beforeAll(() => http.start());
afterAll(() => http.stop());

const name = process.env.CONTRACT_MEMBER_URL ? `http (${process.env.CONTRACT_MEMBER_URL})` : 'http + sandbox';
describeAllContracts(name, http.target);

// The server's renders get the performer catalogue through the process's cache
// (src/server/page-cache): the port keeps its contract with it, every visitor sharing one cache.
const catalogue = new PerformerCatalogueCache({ ttlMs: 60_000, maxEntries: 100 });
const cached: ContractTarget = {
  ...http.target,
  makePorts: () => {
    const ports = http.target.makePorts();
    return { ...ports, performers: catalogue.wrap(ports.performers) };
  },
};
describePerformerApiContract(`${name}, performer catalogue cached`, cached);
