/** The messenger's public surface for the rest of the site: the members' pop-up container. */
export { PopupDockSlot } from './components/popups/popup-dock-slot';
