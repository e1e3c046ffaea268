import type { Config } from 'vike/types';

export default { routeName: 'legal' } satisfies Config;
