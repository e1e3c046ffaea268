import { describeAllContracts } from './all-contracts';
import { fakeTarget } from './fake-target';

describeAllContracts('fake', fakeTarget());
