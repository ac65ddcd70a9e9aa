// A worker thread of the efficacy bench: loads simulate.ts (TypeScript) through tsx; it then serves jobs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./simulate.ts', import.meta.url);
