import type { Config } from 'vike/types';

export default { routeName: 'conversation' } satisfies Config;
