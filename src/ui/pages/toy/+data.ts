import type { PageContextServer } from 'vike/types';
import { gridData } from '../../features/performers/grid-data';

export const data = (pageContext: PageContextServer) => gridData(pageContext, 'toy');
