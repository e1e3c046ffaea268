import type { Config } from 'vike/types';

export default { routeName: 'toy' } satisfies Config;
