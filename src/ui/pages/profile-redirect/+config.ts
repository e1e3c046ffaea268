import type { Config } from 'vike/types';

export default {
  routeName: 'profile',
} satisfies Config;
