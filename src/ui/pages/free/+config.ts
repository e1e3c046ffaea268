import type { Config } from 'vike/types';

export default { routeName: 'free' } satisfies Config;
