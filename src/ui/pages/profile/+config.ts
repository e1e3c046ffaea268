import type { Config } from 'vike/types';

export default {
  layout: 'streambox',
  routeName: 'profile',
} satisfies Config;
