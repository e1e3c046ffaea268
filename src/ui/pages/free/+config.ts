import type { Config } from 'vike/types';

export default { routeName: 'free', texts: ['filters', 'search'] } satisfies Config;
