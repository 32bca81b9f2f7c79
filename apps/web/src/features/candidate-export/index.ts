// What other screens mount: the export menu for a list of candidates or a project.
export { ExportMenu, type ExportMenuProps } from './components/export-menu';
