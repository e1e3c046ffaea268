/** The frame's public surface: its view model, its drawer names and the models' sub-navigation. */
export { ShellViewModel, type DrawerName, type OpenDrawer } from './view-models/shell.view-model';
export { ModalsViewModel } from './view-models/modals.view-model';
export type { AfterPay, AfterPayEvents } from './view-models/after-pay-events';
export { ModelsNav } from './components/models-nav';
export { usePageLoader } from './components/page-loader';
