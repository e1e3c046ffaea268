import type { Config } from 'vike/types';

export default { routeName: 'newCams' } satisfies Config;
