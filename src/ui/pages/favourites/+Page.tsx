export { GridPage as default } from '../../features/performers/components/grid-page';
