import type { Config } from 'vike/types';

export default { routeName: 'error' } satisfies Config;
