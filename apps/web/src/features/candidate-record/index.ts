// What other screens mount: the share dialog, for one candidate or a selection.
export { ShareModal } from './components/share-modal';
