import type { Config } from 'vike/types';

export default {
  layout: 'streambox',
  routeName: 'profile',
  texts: ['profile', 'gallery', 'chat', 'dialIn'],
} satisfies Config;
