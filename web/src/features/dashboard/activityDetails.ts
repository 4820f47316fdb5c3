// Recent Activity's two detail dialogs, loaded together on the first 'Ver resultados' / 'Ver prompt'.
// One lazy module instead of two keeps the bundler from splitting the library's shared code into
// more chunks (about 2 kB gzip less on the first load of /prompts).
export { OptimizationDetailsDialog } from './OptimizationDetailsDialog';
export { SavedPromptDetails } from './SavedPromptDetails';
