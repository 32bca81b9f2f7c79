// What other screens mount: the share dialog, for one candidate or a selection, and the pieces of
// the record the pipeline's side panel shows (contacts, tags, notes).
export { useCandidateRecord } from './api/get-record';
export type { RecordRef } from './api/query-keys';
export { ContactsCard } from './components/contacts-card';
export { NotesCard } from './components/notes-card';
export { ShareModal } from './components/share-modal';
export { TagsCard } from './components/tags-card';
