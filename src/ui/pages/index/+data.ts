import type { PageContextServer } from 'vike/types';
import { gridData } from '../../features/performers/grid-data';

/** Home: every performer, free chat first (SPEC §7). */
export const data = (pageContext: PageContextServer) => gridData(pageContext, 'home');
